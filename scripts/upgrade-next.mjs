#!/usr/bin/env node
/**
 * `npm run upgrade:next`: moves Next (with eslint-config-next), React and React DOM to their
 * newest releases, pinned exactly, then installs and runs every check (`npm test`), and says
 * what moved and how the checks went. Nothing in node_modules is patched, so a new release
 * needs no more than this (docs/operations.md); renovate.json opens the same move as one pull
 * request.
 *
 *   npm run upgrade:next                 newest releases (npm's `latest` tag)
 *   npm run upgrade:next -- --no-test    only move and install
 *
 * Exits with npm test's status; package.json and package-lock.json keep the new versions
 * either way, for `git diff` to show and `git checkout` to undo.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/load-ts.mjs';

const { values: options } = parseArgs({ options: { 'no-test': { type: 'boolean', default: false } } });
const runTests = !options['no-test'];

/** The packages that move together, and where package.json lists each. */
const PACKAGES = { next: 'dependencies', react: 'dependencies', 'react-dom': 'dependencies', 'eslint-config-next': 'devDependencies' };

const manifestPath = path.join(root, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const npm = (args, inherit = false) => spawnSync('npm', args, { cwd: root, stdio: inherit ? 'inherit' : 'pipe', encoding: 'utf8' });

const moves = [];
for (const [name, field] of Object.entries(PACKAGES)) {
  const newest = execFileSync('npm', ['view', name, 'version'], { cwd: root, encoding: 'utf8' }).trim();
  if (!/^\d+\.\d+\.\d+$/.test(newest)) throw new Error(`npm view ${name} version answered "${newest}"`);
  moves.push({ name, from: manifest[field][name], to: newest });
  manifest[field][name] = newest;
}
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
for (const { name, from, to } of moves) console.log(`${name.padEnd(19)} ${from} -> ${to}${from === to ? ' (already the newest)' : ''}`);

console.log('\nnpm install');
if (npm(['install', '--no-audit', '--no-fund'], true).status !== 0) {
  console.error('npm install failed: package.json holds the new versions; `git checkout package.json package-lock.json` undoes them.');
  process.exit(1);
}
if (!runTests) process.exit(0);

console.log('\nnpm test');
const test = npm(['test'], true);
console.log(`\nupgrade:next: ${moves.map(({ name, to }) => `${name} ${to}`).join(', ')}; npm test ${test.status === 0 ? 'passed' : 'FAILED'}`);
process.exit(test.status ?? 1);
