#!/usr/bin/env node
/**
 * Writes app/fonts/geist-sans-latin.woff2: the geist package's variable font cut down to
 * scripts/font-subset.mjs's characters, every weight and OpenType feature kept. Run it after
 * upgrading `geist` or widening the character set, and commit the result. Needs fontTools
 * with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
 *
 *   npm run font
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { FONT_UNICODE_RANGES } from './font-subset.mjs';
import { root } from './lib/routes.mjs';

const source = path.join(root, 'node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2');
const target = path.join(root, 'app/fonts/geist-sans-latin.woff2');
const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
const unicodes = FONT_UNICODE_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');

execFileSync(
  process.env.PYTHON || '/usr/bin/python3',
  ['-m', 'fontTools.subset', source, `--unicodes=${unicodes}`, '--layout-features=*', '--flavor=woff2', `--output-file=${target}`],
  { stdio: 'inherit' },
);
console.log(`${path.relative(root, target)}: ${statSync(target).size} bytes (from ${statSync(source).size})`);
