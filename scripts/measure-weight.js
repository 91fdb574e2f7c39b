#!/usr/bin/env node
// Issue 29, "Weight": what a phone downloads on its first visit to a page, as Chromium counts it on the wire.
// Usage: node scripts/measure-weight.js http://127.0.0.1:3000/ [more urls...]
// Start a server first (npm start, PORT=...). Chromium sends Accept-Encoding: gzip, deflate, br, zstd as a
// phone's browser does; each response's encoded body size (what crossed the network, compressed if it was) is
// summed per kind, and a response is counted as compressed when it carried Content-Encoding.
// Prints one JSON line per URL. CHROMIUM_PATH as in test/support/browser.ts.
'use strict';
const { chromium } = require('playwright-core');

const FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-gpu', '--disable-quic'];

function kindOf(url, type) {
  if (type === 'document') return 'html';
  if (type === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (type === 'image') return 'image';
  if (type === 'fetch' || type === 'xhr') return 'api';
  return 'other';
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
  const page = await context.newPage();
  const rows = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    const headers = await response.allHeaders();
    rows.push({
      url: request.url(),
      kind: kindOf(request.url(), request.resourceType()),
      wire: sizes.responseBodySize,
      encoding: headers['content-encoding'] ?? null,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  const totals = {};
  for (const row of rows) {
    const total = (totals[row.kind] ??= { count: 0, compressed: 0, kb: 0 });
    total.count += 1;
    if (row.encoding && row.encoding !== 'identity') total.compressed += 1;
    total.kb += row.wire / 1024;
  }
  for (const total of Object.values(totals)) total.kb = Math.round(total.kb * 10) / 10;
  const transferKb = Math.round(rows.reduce((sum, row) => sum + row.wire, 0) / 102.4) / 10;
  const compressed = rows.filter((row) => row.encoding && row.encoding !== 'identity').length;
  return { url, transferKb, assets: rows.length, compressed, totals };
}

async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error('usage: node scripts/measure-weight.js <url> [url...]');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: FLAGS });
  try {
    for (const url of urls) console.log(JSON.stringify(await measure(browser, url)));
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
