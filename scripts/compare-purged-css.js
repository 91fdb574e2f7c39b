#!/usr/bin/env node
// Issue 29, "Weight": does the purged Blueprint stylesheet draw the screens as the whole one did?
// Usage: node scripts/compare-purged-css.js <url of a server with the whole CSS> <url of one with the purged CSS>
// Both servers serve the same data (two copies of one DATA_DIR) and the same build but for the stylesheet
// (a vite build without blueprintUsedCss into another PUBLIC_DIR). For every screen below, at a phone's and a
// desktop's width, every element's computed style (and its ::before/::after) is read on both and any
// difference is printed; the exit code is the number of screens that differ.
'use strict';
const { chromium } = require('playwright-core');

const FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-gpu', '--disable-quic'];
const PROPERTIES = ['display', 'position', 'top', 'right', 'bottom', 'left', 'width', 'height', 'margin-top', 'margin-right',
  'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'color', 'background-color',
  'background-image', 'border-top-width', 'border-top-style', 'border-top-color', 'border-bottom-width', 'border-bottom-color',
  'border-left-width', 'border-right-width', 'border-radius', 'font-size', 'font-weight', 'line-height', 'box-shadow', 'opacity',
  'visibility', 'transform', 'flex-direction', 'flex-wrap', 'align-items', 'justify-content', 'gap', 'text-decoration-line',
  'cursor', 'outline-style', 'overflow-x', 'overflow-y', 'white-space', 'text-align', 'vertical-align', 'z-index', 'fill',
  'list-style-type', 'content'];

/** The screens: a path, and what to do there before reading (open the drawer, the sort menu...). */
const SCREENS = [
  ['/', null],
  ['/', async (page) => { await page.getByTestId('menu-button').click(); await page.waitForTimeout(600); }],
  ['/product/1', null],
  ['/', async (page) => { await page.getByTestId('add-to-cart').first().click(); await page.waitForTimeout(900); }],
  ['/checkout', null],
  ['/shopee-products', null],
  ['/shopee-products?q=%E8%A4%B2', null],
  ['/shopee-product/20000000320', null],
  ['/login', null],
  ['/register', null],
  ['/forgot-password', null],
  ['/nope', null],
  ['/admin/login', null],
];

async function stylesOf(page) {
  // Runs in the page: the browser's globals.
  /* global document, getComputedStyle */
  return page.evaluate((properties) => {
    const out = {};
    const walk = (element, key) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        out[key + (pseudo ?? '')] = properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
      }
      [...element.children].forEach((child, index) => walk(child, `${key}>${child.tagName.toLowerCase()}${child.className && typeof child.className === 'string' ? `.${child.className.trim().split(/\s+/).join('.')}` : ''}[${index}]`));
    };
    walk(document.body, 'body');
    return out;
  }, PROPERTIES);
}

async function screenStyles(browser, base, path, act, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-TW', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  if (act) await act(page);
  // No hover state: the pointer leaves the page before anything is read.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const styles = await stylesOf(page);
  await context.close();
  return styles;
}

async function main() {
  const [whole, purged] = process.argv.slice(2);
  if (!whole || !purged) throw new Error('usage: node scripts/compare-purged-css.js <whole-css url> <purged-css url>');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: FLAGS });
  let differing = 0;
  try {
    for (const [path, act] of SCREENS) {
      for (const width of [375, 1440]) {
        const label = `${path}${act ? ' (after an action)' : ''} @${width}`;
        const [a, b] = [await screenStyles(browser, whole, path, act, width), await screenStyles(browser, purged, path, act, width)];
        const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
        const diffs = [];
        for (const key of keys) {
          if (a[key] === b[key]) continue;
          if (a[key] === undefined || b[key] === undefined) { diffs.push(`${key}: only in ${a[key] === undefined ? 'purged' : 'whole'}`); continue; }
          const left = a[key].split(';');
          const right = b[key].split(';');
          const changed = left.map((value, index) => (value === right[index] ? null : `${value} -> ${right[index].split(':').slice(1).join(':')}`)).filter(Boolean);
          diffs.push(`${key}: ${changed.join(', ')}`);
        }
        console.log(`${diffs.length === 0 ? 'same' : 'DIFF'}  ${label}  (${keys.length} elements)`);
        for (const diff of diffs.slice(0, 15)) console.log(`      ${diff}`);
        if (diffs.length > 0) differing += 1;
      }
    }
  } finally {
    await browser.close();
  }
  process.exit(differing);
}

main().catch((error) => {
  console.error(error);
  process.exit(100);
});
