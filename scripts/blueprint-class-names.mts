// The pure half of the Blueprint purge (scripts/blueprint-used-css.mts, decision 33): which class names the
// kept Blueprint code and our own sources use. Kept apart from the Vite plugin so jest can test it
// (test/architecture/blueprint-css-purge.test.ts) and tsc checks it.

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
