/// <reference lib="dom" />
/**
 * What a reviewer checks on every screen (issue 28), read off the page as Chromium rendered it:
 * - axe-core's violations, counted by impact (serious and critical must be 0);
 * - the rendered size of every button, link and chip: primary actions (marked primary-action; on a phone, every
 *   filled primary button) at least 44 px high, everything else at
 *   least 24 x 24 px (WCAG 2.2 AA, 2.5.8: an undersized target passes when a 24 px circle on its centre touches
 *   no other target; a link inside a sentence is exempt);
 * - one document title of its own, one h1, one main landmark, and no sideways scroll.
 * The journey (test/e2e/every-screen.e2e.test.ts) saves a screenshot beside each probe and prints the figures.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export interface TargetReading { readonly label: string; readonly width: number; readonly height: number; readonly primary: boolean }

export interface ScreenReading {
  readonly title: string;
  readonly h1: number;
  readonly main: number;
  /** The page is wider than the viewport by this many px (0: no sideways scroll). */
  readonly overflow: number;
  readonly axe: Record<Impact, number>;
  /** The rule ids of the serious and critical violations, with how many nodes each. */
  readonly axeSerious: readonly string[];
  readonly targets: number;
  readonly tooSmall: readonly TargetReading[];
}

// Evaluated through the DevTools protocol, which the shop's Content-Security-Policy (script-src 'self') does not
// govern, unlike a script tag.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Buttons, links, tabs, menu items and chips: what a finger taps. */
const TARGETS = ['button', 'a[href]', '[role="button"]', '[role="tab"]', '[role="menuitem"]', '[role="link"]',
  'label.bp6-control', '.bp6-tag.bp6-interactive', 'summary'].join(',');

export async function probeScreen(page: Page): Promise<ScreenReading> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const axeResult = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? 'minor', nodes: violation.nodes.length }));
  });
  const axe: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of axeResult) axe[violation.impact as Impact] += violation.nodes;
  const axeSerious = axeResult.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.impact}:${violation.id} x${violation.nodes}`);

  const layout = await page.evaluate((selector) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0.05;
    };
    /** A link in running text (WCAG 2.5.8's inline exception). */
    const inSentence = (element: Element) => element.tagName === 'A' && getComputedStyle(element).display === 'inline'
      && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    // A Blueprint control label wraps its own hidden input: count the label, not the input inside it.
    const all = [...document.querySelectorAll(selector)].filter((element) => visible(element) && !inSentence(element));
    const boxes = all.map((element) => ({ element, box: element.getBoundingClientRect() }));
    // A screen's main action: marked primary-action (44 px on every screen), or, on a phone, any filled primary button.
    const phone = window.innerWidth < 600;
    const primaryOf = (element: Element) => element.matches('.primary-action, [data-primary-action]')
      || (phone && element.matches('.bp6-button.bp6-intent-primary:not(.bp6-small):not(.bp6-minimal)'));
    const undersized = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
    const circleTouches = (centreX: number, centreY: number, box: DOMRect) => {
      const nearestX = Math.max(box.left, Math.min(centreX, box.right));
      const nearestY = Math.max(box.top, Math.min(centreY, box.bottom));
      return (nearestX - centreX) ** 2 + (nearestY - centreY) ** 2 < 12 ** 2;
    };
    const tooSmall = [];
    for (const { element, box } of boxes) {
      const primary = primaryOf(element);
      const label = `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 24)}"`;
      const reading = { label, width: Math.round(box.width), height: Math.round(box.height), primary };
      if (primary && box.height < 43.5) { tooSmall.push(reading); continue; }
      if (!undersized(box)) continue;
      const centreX = box.left + box.width / 2;
      const centreY = box.top + box.height / 2;
      const crowded = boxes.some((other) => other.element !== element && !other.element.contains(element) && !element.contains(other.element)
        && (circleTouches(centreX, centreY, other.box)
          || (undersized(other.box) && Math.hypot(other.box.left + other.box.width / 2 - centreX, other.box.top + other.box.height / 2 - centreY) < 24)));
      if (crowded) tooSmall.push(reading);
    }
    return {
      title: document.title,
      h1: [...document.querySelectorAll('h1')].filter(visible).length,
      main: document.querySelectorAll('main, [role="main"]').length,
      overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      targets: boxes.length,
      tooSmall,
    };
  }, TARGETS);
  return { ...layout, axe, axeSerious };
}

/** The faults of a reading, one line each (empty: the screen passes). */
export function faultsOf(reading: ScreenReading, defaultTitle: string | null): string[] {
  const faults: string[] = [];
  if (reading.axeSerious.length > 0) faults.push(`axe ${reading.axeSerious.join(', ')}`);
  for (const target of reading.tooSmall) {
    faults.push(`${target.primary ? 'primary action under 44 px high' : 'target under 24 x 24 px'}: ${target.label} ${target.width}x${target.height}`);
  }
  if (reading.title === '' || (defaultTitle !== null && reading.title === defaultTitle)) faults.push(`the shop's default title "${reading.title}"`);
  if (reading.h1 !== 1) faults.push(`${reading.h1} visible h1`);
  if (reading.main !== 1) faults.push(`${reading.main} main landmarks`);
  if (reading.overflow > 0) faults.push(`${reading.overflow} px wider than the screen`);
  return faults;
}
