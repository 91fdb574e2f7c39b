/**
 * The Blueprint purge (issue 29, decision 33): the class names read from Blueprint's kept code, and what the
 * shipped stylesheet keeps. The second part reads the build (npm test and CI build first).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blueprintClassNames, importedBlueprintNames, unusedFamilies, withTransitionClasses } from '../../scripts/blueprint-class-names.mjs';

describe('the class names in Blueprint\'s kept code', () => {
  // Shaped as the minified bundle writes it: the namespace, constants over it and over each other.
  const code = [
    'var R=`bp6`;typeof BLUEPRINT_NAMESPACE<`u`&&(R=BLUEPRINT_NAMESPACE);',
    'var a=`${R}-button`,b=`${a}-text`,c=`${R}-breadcrumb`,d=`${c}s`,e=`${R}-tag-input`,f=`${R}-dark`;',
    // TAG_INPUT is only named by a dead statement the bundler left; nobody reads it.
    '`${e}`,`${e}`;',
    'function x(t){return`${R}-intent-${t.toLowerCase()}`}',
    'function y(n){return`${n}-${count}`}',
    'var i=`${R}-icon`;function z(n){return`${i}-${n}`}',
    'h({className:(0,Y.default)(a,b,d,f)});x(`primary`);z(`add`);',
  ].join('\n');
  const names = blueprintClassNames(code);

  it('reads constants over the namespace and over other constants, dash or none', () => {
    expect(names).toEqual(expect.arrayContaining(['bp6-button', 'bp6-button-text', 'bp6-breadcrumbs', 'bp6-dark']));
  });

  it('skips a constant that only a dead statement names', () => {
    expect(names).not.toContain('bp6-tag-input');
  });

  it('takes a family built at run time as its prefix before each word of the code', () => {
    expect(names).toContain('bp6-intent-primary');
  });

  it('reads no class from a template over another variable, nor the icon font\'s glyph names', () => {
    expect(names.some((name) => name.startsWith('bp6-count'))).toBe(false);
    expect(names).not.toContain('bp6-icon-add');
  });

  it('adds react-transition-group\'s suffixes to every kept class', () => {
    const all = withTransitionClasses(['bp6-overlay']);
    expect([...all]).toEqual(expect.arrayContaining(['bp6-overlay', 'bp6-overlay-enter', 'bp6-overlay-enter-active', 'bp6-overlay-exit-done', 'bp6-overlay-appear']));
  });
});

describe('what our sources import and switch on', () => {
  it('collects runtime names and Classes members, not types', () => {
    const names = importedBlueprintNames([
      "import { Button, Classes, type DialogProps } from '@blueprintjs/core';\nimport type { IconName } from '@blueprintjs/core';\nimport { TickIcon } from '@blueprintjs/icons';\nconst a = Classes.TEXT_MUTED;",
    ]);
    expect([...(names.get('@blueprintjs/core') ?? [])].sort()).toEqual(['Button', 'Classes.TEXT_MUTED']);
    expect([...(names.get('@blueprintjs/icons') ?? [])]).toEqual(['TickIcon']);
  });

  it('drops the dark theme, submenus and vertical groups until our code uses them, and only then', () => {
    const gone = (code: string) => unusedFamilies(code).map(String);
    expect(gone('<Menu><MenuItem text="a" /></Menu>')).toEqual(['/^bp6-dark$/', '/^bp6-submenu/', '/^bp6-vertical$/']);
    expect(gone('<div className="bp6-dark"><MenuItem text="a"><MenuItem text="b" /></MenuItem><ButtonGroup vertical /></div>')).toEqual([]);
    // vertical-align in a style is no vertical prop.
    expect(gone("const style = { 'vertical-align': 'top' };")).toContain('/^bp6-vertical$/');
  });
});

describe('the shipped stylesheet (the build)', () => {
  const assets = path.resolve(__dirname, '../../dist/public/assets');
  const manifestPath = path.resolve(__dirname, '../../dist/public/.vite/manifest.json');
  let css: string;

  beforeAll(() => {
    if (!existsSync(manifestPath)) throw new Error('dist/public is missing: build the storefront first (npm run build); npm test and CI build before jest runs.');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { isEntry?: boolean; css?: string[] }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    css = (entry?.css ?? []).map((file) => readFileSync(path.join(assets, '..', file), 'utf8')).join('\n');
  });

  const hasRuleFor = (className: string) => new RegExp(`\\.${className}(?![\\w-])`).test(css);

  it.each([
    'bp6-button', 'bp6-intent-primary', 'bp6-minimal', 'bp6-outlined', 'bp6-dialog', 'bp6-drawer', 'bp6-overlay-backdrop',
    'bp6-overlay-enter-active', 'bp6-toast', 'bp6-toast-container', 'bp6-popover', 'bp6-menu-item', 'bp6-input-group',
    'bp6-html-select', 'bp6-callout', 'bp6-card', 'bp6-spinner', 'bp6-breadcrumbs', 'bp6-breadcrumb-current', 'bp6-tabs',
    'bp6-text-muted', 'bp6-form-group', 'bp6-focus-disabled',
  ])('keeps the rules of %s, which the shop draws', (className) => {
    expect(hasRuleFor(className)).toBe(true);
  });

  it.each(['bp6-dark', 'bp6-tree', 'bp6-slider', 'bp6-navbar', 'bp6-submenu', 'bp6-icon-add', 'bp6-tag-input'])('drops the rules of %s, which it does not', (className) => {
    expect(hasRuleFor(className)).toBe(false);
  });

  it('is a fraction of blueprint.css', () => {
    const whole = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
    expect(css.length).toBeLessThan(whole.length / 2.5);
  });
});
