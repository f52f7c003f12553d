import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { routeEmailJsTo } from './spare-server';
import { fillDemoForm, demoForm, pickerWords, withBookingSite } from './booking-support';
import { uniqueEmail } from './lead-forms-support';
import { csvRecords } from '../fixtures/csv';
import { waitFor } from '../fixtures/lead-receivers';

/**
 * Where a booked demo shows for the sales team (issue 49, item 7), through the production
 * build: a visitor requests a demo on /demo and books the first time offered; the sales inbox
 * then gets "Demo booked" in the thread of the request's own mail, and `npm run outbox -- --csv`
 * and `npm run insights`, run as people run them over the site's outbox, show the booking.
 * Viewport does not matter: desktop only. @desktop-only
 */

const root = path.resolve(__dirname, '..', '..');
const site = withBookingSite();

/** A command over the spare server's file stores (never a database this shell may point at). */
function run(script: string, args: string[], outboxDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, OUTBOX_DIR: outboxDir };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, env, encoding: 'utf8' });
}

test('a booked demo reaches the sales inbox thread, the outbox CSV and the insights report @desktop-only', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { spare, mail } = site();
  await routeEmailJsTo(page, spare);
  await page.goto(`${spare.baseURL}/demo`);
  const email = uniqueEmail(testInfo, 'booking-lead');
  const form = await fillDemoForm(page, 'en', email);
  await form.getByRole('button', { name: demoForm.en.send }).click();
  const words = pickerWords.en;
  const picker = page.getByRole('region', { name: words.heading });
  const first = picker.getByRole('radio').first();
  const start = (await first.getAttribute('value'))!;
  await picker.locator(`label[for="${await first.getAttribute('id')}"]`).click();
  await expect(picker.getByRole('alert')).toContainText(words.held);
  await picker.getByRole('button', { name: words.book }).click();
  await expect(picker.getByRole('status')).toHaveText(words.booked);
  const rep = words.booked.exec((await picker.getByRole('status').textContent()) ?? '')![1]!;

  // The sales inbox: the request's mail, then a short "Demo booked" answering it.
  const forThisVisitor = () => mail.messages.filter((message) => message.headers.get('to') === 'sales@ladle.example' && (message.headers.get('reply-to') ?? '').includes(email));
  expect(await waitFor(() => forThisVisitor().length === 2, 20_000)).toBe(true);
  const [request, note] = [...forThisVisitor()].sort((a, b) => a.acceptedAt - b.acceptedAt);
  expect(request!.subject).toBe('Demo request from Bea Baker');
  expect(note!.subject).toMatch(new RegExp(`^Demo booked: Bea Baker with ${rep}, \\w+day, \\w+ \\d+ at \\d+:\\d\\d [AP]M$`));
  expect(note!.headers.get('in-reply-to')).toBe(request!.messageId);
  expect(note!.body).toContain(`${start.slice(0, 10)} ${start.slice(11, 16)} UTC`);

  // npm run outbox -- --csv: the lead's row carries the booked time (UTC) and the rep.
  const row = csvRecords(run('outbox.mjs', ['--csv'], spare.outboxDir)).find((record) => record.from_email === email)!;
  expect([row.booking_state, row.booking_start_utc, row.booking_rep]).toEqual(['booked', start, rep]);

  // npm run insights: one demo request from /demo, booked.
  const report = run('insights.mjs', [], spare.outboxDir);
  expect(report).toMatch(/Demo requests booked, by route\nRoute\s+Demo requests\s+Booked\s+Share booked\n[- ]+\n\/demo\s+1\s+1\s+100\.0%\n/);
});
