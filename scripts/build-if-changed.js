#!/usr/bin/env node
// `npm start` runs this before the server (issue 28): it builds the storefront (Vite) and the server (tsc) only
// when their inputs changed since the last build, which it recognises by a hash of those inputs kept in
// dist/build-inputs.sha256. A restart with nothing changed starts at once instead of rebuilding for most of a
// minute. `npm run build` still always builds (and refreshes the stamp through this script's --force).
'use strict';
const { createHash } = require('node:crypto');
const { execSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } = require('node:fs');
const path = require('node:path');

/** What the two builds read: the layers' sources, the build configurations and the locked dependencies. */
const INPUT_DIRS = ['web', 'domain', 'application', 'adapters', 'server', 'test/bench'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.mts', 'scripts/blueprint-used-css.mts', 'scripts/blueprint-class-names.mts', 'scripts/build-if-changed.js'];
/** Read by neither build (tests are neither bundled nor compiled for dist), so a change there needs no build. */
const SKIPPED = /(^|\/)(node_modules|dist|data|coverage)(\/|$)|\.test\.tsx?$/;
/** What the builds leave (the storefront, its server entry of issue 29, the server); without them the stamp means nothing. */
const OUTPUTS = ['dist/public/index.html', 'dist/ssr/entry-server.cjs', 'dist/server/server/main.js'];
const STAMP = 'dist/build-inputs.sha256';

function filesUnder(root, dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (SKIPPED.test(relative)) return [];
    if (entry.isDirectory()) return filesUnder(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** SHA-256 over every input's path and bytes, in a fixed order. */
function inputsHash(root) {
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES.filter((file) => existsSync(path.join(root, file)))].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Undefined when the last build's outputs are there and its inputs are today's; otherwise why a build is needed. */
function buildNeeded(root, hash = inputsHash(root)) {
  const missing = OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  if (missing !== undefined) return `${missing} is missing`;
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return 'no stamp of the last build';
  return readFileSync(stamp, 'utf8').trim() === hash ? undefined : 'its inputs changed';
}

function writeStamp(root, hash) {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, STAMP), `${hash}\n`);
}

module.exports = { inputsHash, buildNeeded, writeStamp, STAMP };

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const force = process.argv.includes('--force');
  // Taken before the build: an edit made while it runs makes the next start build again.
  const hash = inputsHash(root);
  const why = force ? 'asked for' : buildNeeded(root, hash);
  if (why === undefined) {
    console.log('build: up to date (web, domain, application, adapters, server and the configs are unchanged), not rebuilt');
  } else {
    console.log(`build: building (${why})`);
    execSync('npm run build:web && npm run build:server', { cwd: root, stdio: 'inherit' });
    writeStamp(root, hash);
  }
}
