import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The <link>s a painted page needs for its lazy screens (issue 29): Vite links the entry's stylesheet in
 * index.html, but a lazy chunk's CSS is loaded by its script, so without these a page read before (or without)
 * its script would show the screen unstyled. From the build's manifest (dist/public/.vite/manifest.json): each
 * screen module's chunk (modulepreload) and the stylesheets of it and of the chunks it imports. Read again when
 * the build replaced it; no manifest, no links.
 */
export function assetLinks(publicDir: string): (modules: readonly string[]) => string {
  const manifestPath = path.join(path.resolve(publicDir), '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | undefined;
  const manifest = (): Record<string, ManifestChunk> => {
    try {
      const { mtimeMs } = statSync(manifestPath);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk> };
      return cached.manifest;
    } catch {
      return {};
    }
  };
  return (modules) => {
    const chunks = manifest();
    const css = new Set<string>();
    const scripts = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = chunks[key];
      // The entry's own stylesheet is in index.html already.
      if (!chunk || chunk.isEntry) return;
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) {
      const chunk = chunks[module];
      if (!chunk) continue;
      scripts.add(chunk.file);
      visit(module);
    }
    return [
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ');
  };
}
