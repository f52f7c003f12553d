#!/usr/bin/env node
/**
 * Prints the messages the built-in email endpoint stored, newest first.
 *
 *   npm run outbox            every message
 *   npm run outbox -- 5       the newest five
 *   npm run outbox -- --json  raw JSON lines, newest first
 *
 * Reads {OUTBOX_DIR}/messages.jsonl (OUTBOX_DIR defaults to data/outbox, like the endpoint).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? Infinity);
const file = path.resolve(process.cwd(), process.env.OUTBOX_DIR || 'data/outbox', 'messages.jsonl');

if (!existsSync(file)) {
  console.log(`No messages yet (${path.relative(process.cwd(), file)} does not exist).`);
  process.exit(0);
}

const records = [];
for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
  if (line.trim() === '') continue;
  try {
    records.push(JSON.parse(line));
  } catch {
    console.error(`Skipping line ${index + 1}: not valid JSON.`);
  }
}
records.sort((a, b) => String(b.received_at).localeCompare(String(a.received_at)));
const shown = records.slice(0, count);

if (asJson) {
  for (const record of shown) console.log(JSON.stringify(record));
} else {
  console.log(`${records.length} message${records.length === 1 ? '' : 's'} in ${path.relative(process.cwd(), file)}, newest first\n`);
  for (const record of shown) {
    const params = record.template_params ?? {};
    console.log(`${record.received_at}  ${record.form} (${record.template_id})  id ${record.id}`);
    console.log(`  From:    ${params.from_name ?? ''} <${params.from_email ?? ''}>`);
    if (params.subject) console.log(`  Subject: ${params.subject}`);
    for (const [key, value] of Object.entries(params)) {
      if (['from_name', 'from_email', 'subject', 'message'].includes(key) || value === '') continue;
      console.log(`  ${key}: ${value}`);
    }
    if (params.message) console.log(`  Message:\n${String(params.message).replace(/^/gm, '    ')}`);
    console.log('');
  }
}
