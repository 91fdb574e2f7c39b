import '@testing-library/jest-dom';
import { Icon } from '@blueprintjs/core';
import { Icons, IconSize } from '@blueprintjs/icons';
import { render, screen, waitFor, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { outletListReturns } from '../../test-support/api-server';
import { useAppHarness } from '../../test-support/app-harness';
import { takeIconErrors } from '../../test-support/icon-errors';
import { sampleCatalogue } from '../../test-support/outlet-fixtures';
import { renderApp } from '../../test-support/render-app';
import { ICONS_DRAWN_BY_NAME } from './icons';

const SOURCE = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const kebab = (constant: string) => constant.toLowerCase().replace(/_/g, '-');

/** The icon names a source text draws by name: icon="x", icon={'x'}, icon: 'x', leftIcon/rightIcon, IconNames.X. */
export function iconNamesDrawnIn(text: string): string[] {
  const byProp = [...text.matchAll(/\b(?:icon|leftIcon|rightIcon|endIcon|iconName)\s*(?:=\s*\{?|:)\s*["'`]([a-z0-9-]+)["'`]/g)].map((match) => match[1]);
  const byConstant = [...text.matchAll(/\bIconNames\.([A-Z0-9_]+)/g)].map((match) => kebab(match[1]));
  return [...byProp, ...byConstant];
}

describe('icons: only the icons drawn, and none missing (issue 29)', () => {
  it('finds the names a source draws, in every way it can write one', () => {
    expect(iconNamesDrawnIn(`<Button icon="cross" />\n<Icon icon={'search'} />\nconst a = { icon: 'tick' };\n<InputGroup leftIcon="lock" />`)).toEqual(['cross', 'search', 'tick', 'lock']);
    expect(iconNamesDrawnIn('<Icon icon={IconNames.CARET_DOWN} />')).toEqual(['caret-down']);
    expect(iconNamesDrawnIn('<Button icon={<SmallCrossIcon />} />')).toEqual([]);
  });

  it('every icon web/src draws by name is in the loader’s list (shell/icons.ts), with paths in both sizes', () => {
    const drawn = sourceFiles(SOURCE).flatMap((file) =>
      iconNamesDrawnIn(fs.readFileSync(file, 'utf8')).map((name) => ({ name, file: path.relative(SOURCE, file) })));
    expect(drawn.filter(({ name }) => !(name in ICONS_DRAWN_BY_NAME))).toEqual([]);
    for (const [name, sizes] of Object.entries(ICONS_DRAWN_BY_NAME)) {
      expect([name, sizes?.[16]?.length, sizes?.[20]?.length]).toEqual([name, expect.any(Number), expect.any(Number)]);
    }
  });

  it('Blueprint asks the shop’s loader, which knows no icon but the listed ones (not every icon’s name)', () => {
    // Blueprint's own loader knows 'cross' and 'airplane'; the shop's (shell/icon-loader.ts) only its list.
    expect(Icons.isValidIconName('cross')).toBe('cross' in ICONS_DRAWN_BY_NAME);
    expect(Icons.isValidIconName('airplane')).toBe(false);
    expect(Icons.getPaths('airplane', IconSize.STANDARD)).toBeUndefined();
  });

  it('an icon drawn by name but not in the list is reported on the console, not left silently blank', async () => {
    render(<Icon icon="airplane" data-testid="named-icon" />);
    await waitFor(() => expect(takeIconErrors()).toEqual([expect.stringContaining("Unknown icon 'airplane'")]));
    // Blueprint's fallback is an empty span: no svg, nothing a shopper would see.
    expect(screen.getByTestId('named-icon').querySelector('svg')).toBeNull();
  });
});

describe('icons: the shell draws each of its icons', () => {
  const { server, track } = useAppHarness();
  beforeEach(() => server.use(outletListReturns(sampleCatalogue())));

  it('the header, the grid and the open drawer: every icon is an svg with paths', async () => {
    const app = renderApp({ path: '/' });
    track(app);
    await screen.findByTestId('outlet-grid');
    await app.user.click(screen.getByTestId('menu-button'));
    const drawer = await screen.findByTestId('nav-drawer');
    const icons = [...document.querySelectorAll('.bp6-icon, [data-icon]')];
    expect(within(drawer).getAllByRole('menuitem').length).toBeGreaterThan(1);
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.filter((icon) => !icon.querySelector('svg path')).map((icon) => icon.outerHTML.slice(0, 120))).toEqual([]);
  });
});
