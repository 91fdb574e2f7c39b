/**
 * First-load JS and CSS, gzip (issue 29's budget): what the entry of the storefront pulls before the first paint,
 * from Vite's manifest when the build wrote one (dist/public/.vite/manifest.json: the index.html entry and its
 * static imports, recursively, with their CSS), else from the built index.html's script, modulepreload and
 * stylesheet links. Each file gzipped here (zlib level 9, as Vite's report does), so the figure does not depend on
 * whether the server precompresses.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatNumber, type Row } from '../goals';
import { kb, ROOT } from './load';

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; src?: string }

/** The files the entry loads first: from the manifest (static imports only; dynamic imports load later). */
export function firstLoadFromManifest(manifest: Record<string, ManifestChunk>): string[] {
  const entries = Object.entries(manifest).filter(([key, chunk]) => chunk.isEntry && (key.endsWith('index.html') || key.includes('main')));
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key] of entries.length ? entries : Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)) visit(key);
  return [...files];
}

/** The files index.html names: its module scripts, modulepreloads and stylesheets (same origin, site-root paths). */
export function firstLoadFromHtml(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/rel="(modulepreload|stylesheet)"/.test(tag)) continue;
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) files.add(href);
  }
  return [...files].filter((file) => file.startsWith('/') && !file.startsWith('//')).map((file) => file.slice(1));
}

const PUBLIC_DIR = path.join(ROOT, 'dist', 'public');

/** The built storefront's first-load files (site-root relative), and where they were read from. */
function firstLoad(publicDir: string): { files: string[]; source: string } {
  const manifestFile = path.join(publicDir, '.vite', 'manifest.json');
  return existsSync(manifestFile)
    ? { source: 'Vite\'s manifest', files: firstLoadFromManifest(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) }
    : { source: 'index.html', files: firstLoadFromHtml(readFileSync(path.join(publicDir, 'index.html'), 'utf8')) };
}

/** The entry script, the first script a shopper's browser fetches (the manifest lists it first, index.html too). */
export function entryScript(publicDir = PUBLIC_DIR): string {
  const script = firstLoad(publicDir).files.find((file) => file.endsWith('.js'));
  if (!script) throw new Error(`the built storefront in ${publicDir} names no entry script`);
  return `/${script}`;
}

export function bundleRow(publicDir = PUBLIC_DIR): Row {
  const { files, source } = firstLoad(publicDir);
  const sizes = files.map((file) => {
    const bytes = readFileSync(path.join(publicDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (ext: string, key: 'raw' | 'gzip') => sizes.filter((size) => size.file.endsWith(ext)).reduce((total, size) => total + size[key], 0);
  const js = kb(sum('.js', 'gzip'));
  const css = kb(sum('.css', 'gzip'));
  return {
    id: 'first-load-bundle',
    what: 'First-load JS / CSS (gzip)',
    figures: `${formatNumber(js)} KB / ${formatNumber(css)} KB (raw ${formatNumber(kb(sum('.js', 'raw')))} KB / ${formatNumber(kb(sum('.css', 'raw')))} KB; ` +
      `${sizes.length} files, from ${source})`,
    checks: [
      { label: 'JS', value: js, goal: 'atMost', bound: 150, unit: 'KB' },
      { label: 'CSS', value: css, goal: 'atMost', bound: 20, unit: 'KB' },
    ],
    data: { source, files: sizes },
  };
}
