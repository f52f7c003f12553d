import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LEAD_PATH, leadBody } from '../fixtures/lead-body';
import { waitFor } from '../fixtures/lead-receivers';
import { startNextServer } from './spare-server';

/**
 * Whole-site delivery runs: a `next start` of the end-to-end build in a child process with
 * its own outbox and delivery settings, leads sent over HTTP, the outbox files read back.
 */

const root = path.resolve(__dirname, '../..');

export type Site = { port: number; outboxDir: string; stop: (signal?: NodeJS.Signals) => Promise<void> };

/** A delivery site's outbox folder, under the ignored .test-output. */
export const outboxDirFor = (name: string) => path.join(root, '.test-output', `outbox-delivery-${name}`);

/** Empties (or creates) that folder and returns it. */
export function newOutboxDir(name: string) {
  const dir = outboxDirFor(name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Environment of a delivery site: its own outbox and channels over the e2e environment. */
export function siteEnv(outboxDir: string, extra: Record<string, string>) {
  return { OUTBOX_DIR: outboxDir, LEAD_NOTIFY_TO: 'sales@ladle.example', ...extra };
}

export async function startSite(port: number, env: Record<string, string>): Promise<Site> {
  const { stop } = await startNextServer(port, env);
  return { port, outboxDir: env.OUTBOX_DIR!, stop };
}

export { LEAD_PATH, leadBody };

/** A partner lead as the form sends it; `extra` adds params (honeypot, fill time), `headers` request headers. */
export function sendLead(port: number, email: string, message: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}${LEAD_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: leadBody(email, message, extra),
  });
}

/** `count` distinct leads at once; resolves with their statuses. */
export async function sendLeads(port: number, email: string, count: number) {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => sendLead(port, email, `Lead ${i} of ${count} for ${email}`)));
  return responses.map((response) => response.status);
}

type StoredLine = { id: string; spam: boolean; spam_reason?: string; channels: string[]; template_params: Record<string, string> } & Record<string, unknown>;

export function storedLeads(outboxDir: string, email?: string): StoredLine[] {
  const file = path.join(outboxDir, 'messages.jsonl');
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as StoredLine);
  return email ? lines.filter((line) => line.template_params.from_email === email) : lines;
}

export function attempts(outboxDir: string): { lead_id: string; channel: string; ok: boolean }[] {
  const file = path.join(outboxDir, 'deliveries.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/**
 * `npm run relay` with a site's settings; resolves with its exit code, output and duration.
 * Asynchronous on purpose: the mail server it talks to runs in this very process.
 */
export function runRelay(env: Record<string, string>): Promise<{ status: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/relay.mjs')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output, ms: Date.now() - started })));
}

/** How many times each id occurs. */
export function counts(ids: string[]) {
  const map = new Map<string, number>();
  for (const id of ids) map.set(id, (map.get(id) ?? 0) + 1);
  return map;
}

export { waitFor };
