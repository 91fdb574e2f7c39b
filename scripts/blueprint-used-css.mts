// Issue 29, "Weight": ship only the part of Blueprint's stylesheet that the storefront's components use.
// Blueprint 6 has no per-component stylesheets (lib/css holds one blueprint.css, 475 KB), so the build purges
// it with PurgeCSS. What "used" means is decided from the code the real bundle keeps, not from guesses:
//
// 1. Every name web/src imports from @blueprintjs/core and @blueprintjs/icons (and every Classes.X it reads) is
//    bundled by Vite's own build, tree-shaken, unminified, in memory (about a second). What survives is the
//    Blueprint code the shop's bundle carries too: its class names stand in it as `${NS}-button`, and a
//    family built at run time as `${NS}-intent-${intent}`.
// 2. PurgeCSS keeps a rule of blueprint.css when every class of its selector is one of those names (NS is
//    bp6), one of our own sources' words (web/src writes a few bp6- classes itself), or on the safelist of
//    classes Blueprint adds at run time from parts that the scan cannot see (react-transition-group's
//    -enter/-exit, overlays, portals, toasts, popovers, dark theme).
// Only blueprint.css is purged; our own stylesheets are kept whole. The purge runs in Vite's transform of
// blueprint.css, before Vite hashes the CSS, so the hashed name still changes whenever the kept CSS does.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import { build, type Plugin } from 'vite';

const NS = 'bp6';
const PACKAGES = ['@blueprintjs/core', '@blueprintjs/icons'] as const;

/**
 * Classes added at run time that a scan of Blueprint's code cannot read as whole names: react-transition-group
 * suffixes the class it is given as a transition name (Classes.OVERLAY, Classes.TOAST, Classes.POPOVER...)
 * with these while an overlay, a toast or a popover comes and goes. Every class the scan keeps gets them, so
 * bp6-overlay-enter-active is kept because bp6-overlay is; the portal, the transition container and the
 * overlay's, toast's and popover's own classes are constants the scan reads. Narrower than safelisting every
 * bp6-popover* and bp6-toast* rule, which kept about 1 KB gzip of variants that nothing in the shop reads.
 */
export const TRANSITION_SUFFIXES = ['enter', 'enter-active', 'enter-done', 'exit', 'exit-active', 'exit-done', 'appear', 'appear-active', 'appear-done'];

export function withTransitionClasses(classes: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const name of classes) {
    all.add(name);
    for (const suffix of TRANSITION_SUFFIXES) all.add(`${name}-${suffix}`);
  }
  return all;
}
/**
 * Families of Blueprint rules that the kept code reads but only a use in our own sources can switch on. Each
 * is dropped while our sources show no such use, and comes back by itself once they do:
 * - the dark theme (.bp6-dark .bp6-button..., a third of what the scan keeps): Blueprint adds bp6-dark only to
 *   a popover whose target sits inside a .bp6-dark (inheritDarkTheme); the shop has no dark theme;
 * - submenus (.bp6-submenu...): MenuItem draws one only around its children; no MenuItem of ours has any;
 * - vertical groups (.bp6-vertical): ButtonGroup, Tabs and the like are vertical only when told, and no
 *   kept Blueprint code tells them (no vertical: true in it).
 */
export const GATED_FAMILIES: ReadonlyArray<{ readonly classes: RegExp; readonly usedWhen: RegExp }> = [
  { classes: /^bp6-dark$/, usedWhen: /\bbp6-dark\b|\bClasses\.DARK\b/ },
  { classes: /^bp6-submenu/, usedWhen: /<\/MenuItem>|\bClasses\.SUBMENU\b/ },
  { classes: /^bp6-vertical$/, usedWhen: /(?<![\w-])vertical(?![\w-])|\bClasses\.VERTICAL\b/ },
];

/** `ownCode`: web/src's .ts and .tsx files (not its stylesheets, where vertical-align would read as a use). */
export function unusedFamilies(ownCode: string): RegExp[] {
  return GATED_FAMILIES.filter((family) => !family.usedWhen.test(ownCode)).map((family) => family.classes);
}

/** Element selectors of Blueprint's base styles: the scan reads no tag names, and a description's HTML comes from the server. */
const ELEMENTS = ['html', 'body', 'a', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'small', 'strong', 'b', 'em', 'code',
  'pre', 'kbd', 'mark', 'blockquote', 'hr', 'label', 'input', 'select', 'textarea', 'button', 'table', 'thead', 'tbody', 'tr', 'th',
  'td', 'svg', 'path', 'img', 'span', 'div', 'form'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The runtime names (not types: a type has no code) that the sources import from Blueprint, per package. */
export function importedBlueprintNames(sources: readonly string[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>(PACKAGES.map((pkg) => [pkg, new Set<string>()]));
  const importRe = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@blueprintjs\/(?:core|icons))'/g;
  for (const source of sources) {
    for (const match of source.matchAll(importRe)) {
      if (/^import\s+type/.test(match[0])) continue;
      for (const raw of match[1].split(',')) {
        const name = raw.trim();
        if (name === '' || name === 'Classes' || name.startsWith('type ')) continue;
        names.get(match[2])!.add(name.split(/\s+as\s+/)[0].trim());
      }
    }
    for (const member of source.matchAll(/\bClasses\.([A-Z][A-Z0-9_]*)/g)) names.get('@blueprintjs/core')!.add(`Classes.${member[1]}`);
  }
  return names;
}

/** Vite's build of just those names: the Blueprint code a shopper's bundle keeps, as text, one per chunk. */
async function keptBlueprintCode(root: string, names: Map<string, Set<string>>): Promise<string[]> {
  const entryId = 'virtual:used-blueprint';
  const lines = [...names].map(([pkg], index) => `import * as p${index} from '${pkg}';`);
  // Classes is read as the sources read it (a named import, then its members), so the bundler keeps only the
  // members read; through the namespace (p0.Classes.X) it would keep every class constant.
  lines.push(`import { Classes } from '@blueprintjs/core';`);
  // Reading a namespace's members lets the bundler keep exactly those and what they import (a type-only name
  // reads as undefined and is dropped).
  const uses = [...names].flatMap(([, used], index) => [...used].map((name) => (name.startsWith('Classes.') ? name : `p${index}.${name}`)));
  // A side effect, so the build keeps them whatever it does with an entry's exports.
  lines.push(`globalThis.usedBlueprint = [${uses.join(', ')}];`);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [{
      name: 'used-blueprint-entry',
      enforce: 'pre',
      resolveId: (id) => (id === entryId ? `\0${entryId}` : undefined),
      load: (id) => (id === `\0${entryId}` ? lines.join('\n') : undefined),
    }],
    build: {
      write: false,
      // Minified as the shop's bundle is: the minifier drops what is provably unused (a leftover `${TAG_INPUT}`
      // statement of a constant nobody reads) that the tree-shaker alone keeps.
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: entryId, external: (id: string) => /^(react|react-dom|scheduler)(\/|$)/.test(id) },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
}

/**
 * The class names in Blueprint's kept code. Its namespace is a variable set to "bp6"; its class constants are
 * templates over it (`${NS}-button`) or over another constant (`${BUTTON}-text`, `${BREADCRUMB}s`). A constant counts when the
 * code reads it: the bundler leaves dead statements such as `${TAG_INPUT}`; (what remains of a constant built
 * from TAG_INPUT that nobody reads), which are no use. A family made at run time is a template ending in an
 * interpolation (`${NS}-intent-${intent}`, `${NON_IDEAL_STATE}-${layout}`), taken as that prefix before each
 * word of the code (primary, vertical...). A template over any other variable (`${namespace}-${count}` of an
 * id counter) is no class name.
 */
export function blueprintClassNames(code: string): string[] {
  const values = new Map<string, string>();
  // `var NS = "bp6"`, or minified `var b=`bp6``; minified declarations follow each other after a comma.
  const declared = String.raw`(?:\b(?:var|let|const)\s+|,\s*)([\w$]+)\s*=\s*`;
  for (const match of code.matchAll(new RegExp(`${declared}[\`"']bp6[\`"']`, 'g'))) values.set(match[1], NS);
  // The part after the interpolation may start without a dash: BREADCRUMBS is `${BREADCRUMB}s`.
  const constantRe = new RegExp(`${declared}\`\\$\\{([\\w$]+)\\}([a-z0-9-]*[a-z0-9])\``, 'g');
  for (let known = -1; known !== values.size;) {
    known = values.size;
    for (const match of code.matchAll(constantRe)) {
      const base = values.get(match[2]);
      if (base !== undefined && !values.has(match[1])) values.set(match[1], `${base}${match[3]}`);
    }
  }
  // What reads the constants: the code less their own declarations and the dead `${X}` statements.
  const reading = code.replace(constantRe, ',').replace(/`\$\{[\w$]+\}`(?=\s*[,;])/g, '');
  const read = new Set(reading.match(/[A-Za-z_$][\w$]*/g) ?? []);
  const words = new Set(code.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []);
  const classes = new Set<string>();
  for (const [name, value] of values) if (value !== NS && read.has(name)) classes.add(value);
  for (const match of reading.matchAll(/\$\{([\w$]+)\}([a-z0-9-]*)(\$\{)?/g)) {
    const base = values.get(match[1]);
    const fragment = match[2];
    if (base === undefined || fragment === '') continue;
    if (!fragment.endsWith('-')) classes.add(`${base}${fragment}`);
    // `${ICON}-${iconName}` names the icon font's glyph rules (.bp6-icon-add::before): the shop draws SVG icons
    // and loads no icon font, and Blueprint empties ::before of an icon that has its SVG inside.
    else if (match[3] && `${base}${fragment}` !== `${NS}-icon-`) for (const word of words) classes.add(`${base}${fragment}${word}`);
  }
  return [...classes];
}

export interface BlueprintPurgeReport {
  readonly rawBytes: number;
  readonly keptBytes: number;
}

/** The Vite plugin: blueprint.css, as Vite loads it, is replaced by the rules the storefront can use. */
export function blueprintUsedCss(options: { root: string; report?: (report: BlueprintPurgeReport) => void }): Plugin {
  let kept: Promise<{ bp: Set<string>; own: string; gone: RegExp[] }> | undefined;
  const classesInUse = () => {
    kept ??= (async () => {
      const files = sourceFiles(path.join(options.root, 'src'));
      const sources = files.map((file) => readFileSync(file, 'utf8'));
      // The gated families are switched on by components' props, so only the code is asked, not the stylesheets.
      const code = sources.filter((_, index) => !files[index].endsWith('.css')).join('\n');
      // Per chunk: minified names are unique within a chunk only.
      const chunks = await keptBlueprintCode(options.root, importedBlueprintNames(sources));
      const bp = withTransitionClasses(chunks.flatMap((chunk) => blueprintClassNames(chunk)));
      return { bp, own: sources.join('\n') + readFileSync(path.join(options.root, 'index.html'), 'utf8'), gone: unusedFamilies(code) };
    })();
    return kept;
  };
  return {
    name: 'blueprint-used-css',
    apply: 'build',
    enforce: 'pre',
    async transform(css, id) {
      if (!/[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/.test(id.split('?')[0])) return undefined;
      const { bp, own, gone } = await classesInUse();
      const [result] = await new PurgeCSS().purge({
        content: [{ raw: own, extension: 'tsx' }, { raw: [...bp].join(' '), extension: 'html' }],
        css: [{ raw: css }],
        blocklist: gone,
        keyframes: true,
        fontFace: false,
        // Blueprint's custom properties that no kept rule reads go too; those our own stylesheets or components
        // read (var(--bp-...)) are kept.
        variables: true,
        safelist: { standard: ELEMENTS, variables: [...new Set(own.match(/--bp[\w-]+/g) ?? [])] },
      });
      options.report?.({ rawBytes: Buffer.byteLength(css), keptBytes: Buffer.byteLength(result.css) });
      return { code: result.css, map: null };
    },
  };
}
