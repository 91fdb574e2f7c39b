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
import { blueprintClassNames, importedBlueprintNames, unusedFamilies, withTransitionClasses } from './blueprint-class-names.mts';

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
