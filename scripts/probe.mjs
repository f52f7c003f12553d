#!/usr/bin/env node
/**
 * Sends hostile and malformed requests to a running site and checks each answer.
 *
 *   npm run probe -- --url http://127.0.0.1:3000            every module in scripts/probe/
 *   npm run probe -- --url http://127.0.0.1:3000 --only email
 *
 * Each module in scripts/probe/ exports `probes`: an array of
 *   { name: string, expect: string, run: async (baseUrl) => ({ status, pass, detail? }) }.
 * Probes run one after another. One line per probe: PASS/FAIL, module and name, the status
 * received, what was expected. Exits 1 when any probe fails or throws.
 *
 * Against a loopback URL each probe sends from its own 127.0.0.x address
 * (scripts/lib/probe-http.mjs), so one probe's requests never count against another's
 * per-client limit. The email probes assume the server's per-client limit is well under 60
 * per minute (the default is 20).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const PROBE_TIMEOUT_MS = 30_000;
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'probe');

const { values } = parseArgs({
  options: { url: { type: 'string' }, only: { type: 'string', multiple: true } },
});
if (!values.url || !/^https?:\/\//.test(values.url)) {
  console.error('Usage: npm run probe -- --url http://127.0.0.1:3000 [--only email]');
  process.exit(2);
}
const baseUrl = values.url.replace(/\/+$/, '');

function isProbe(probe) {
  return probe && typeof probe.name === 'string' && typeof probe.expect === 'string' && typeof probe.run === 'function';
}

async function loadModules() {
  const files = readdirSync(folder).filter((file) => file.endsWith('.mjs')).sort();
  const modules = [];
  for (const file of files) {
    const name = path.basename(file, '.mjs');
    if (values.only && !values.only.includes(name)) continue;
    const { probes } = await import(pathToFileURL(path.join(folder, file)).href);
    if (!Array.isArray(probes) || !probes.every(isProbe)) {
      throw new Error(`scripts/probe/${file} must export probes: { name, expect, run }[]`);
    }
    modules.push({ name, probes });
  }
  return modules;
}

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const modules = await loadModules();
if (modules.length === 0) {
  console.error(`No probe modules${values.only ? ` named ${values.only.join(', ')}` : ''} in scripts/probe/`);
  process.exit(2);
}

let failed = 0;
let total = 0;
console.log(`Probing ${baseUrl}\n`);
for (const probeModule of modules) {
  for (const probe of probeModule.probes) {
    total += 1;
    let result;
    try {
      result = await withTimeout(probe.run(baseUrl));
    } catch (error) {
      result = { status: 0, pass: false, detail: `threw: ${error instanceof Error ? error.message : error}` };
    }
    if (!result.pass) failed += 1;
    const detail = result.detail ? `  (${result.detail})` : '';
    console.log(`${result.pass ? 'PASS' : 'FAIL'}  ${probeModule.name}: ${probe.name}  got ${result.status || 'no answer'}, expected ${probe.expect}${detail}`);
  }
}
console.log(`\n${total - failed} passed, ${failed} failed (${total} probes in ${modules.map((m) => m.name).join(', ')})`);
process.exit(failed > 0 ? 1 : 0);
