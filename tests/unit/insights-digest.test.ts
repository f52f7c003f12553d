/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileInsightsStore } from '@/lib/insights/file-store';
import { PgInsightsStore } from '@/lib/insights/pg-store';
import type { InsightsStore } from '@/lib/insights/store';
import { migrate } from '@/lib/leads/pg-migrate';
import { sendDigestIfDue } from '@/services/insights-digest';
import { startMailServer } from '../fixtures/lead-receivers';
import { freePort, postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';

/**
 * The weekly digest against a real SMTP server (smtp-server) that is down for the first three
 * checks and then up: the week counts as sent only once the server accepted the mail, each
 * failed check lets it go, and of one or two instances checking at once exactly one mail
 * arrives. Two store objects on one backing store stand for two instances.
 */

// Monday 2026-11-23, 09:00 in New York (the default INSIGHTS_TIME_ZONE): the digest is due.
const now = new Date('2026-11-23T14:00:00Z');
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let smtpPort: number;
beforeAll(async () => {
  process.env.OUTBOX_DIR = tempDir('ladle-digest-outbox-');
  delete process.env.DATABASE_URL;
  process.env.LEAD_NOTIFY_TO = 'marketing@example.com';
});
beforeEach(async () => {
  // A port where nothing listens yet: the mail server is "down" until it is started there.
  smtpPort = await freePort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
});
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Three checks with the server down, then checks with it up; every instance checks each time, at once. */
async function downThenUp(instances: InsightsStore[]) {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const outcomes: string[] = [];
  const check = async () => {
    const results = await Promise.allSettled(instances.map((store) => sendDigestIfDue({ now, store })));
    outcomes.push(results.map((result) => (result.status === 'rejected' ? 'failed' : (result.value ?? 'nothing'))).join(' + '));
  };
  for (let i = 0; i < 3; i += 1) await check();
  const mail = await startMailServer({ port: smtpPort });
  try {
    await check();
    await check();
    await check();
    return { outcomes, messages: mail.messages };
  } finally {
    await mail.close();
    errors.mockRestore();
  }
}

const backends: { name: string; missing?: string; open: (count: number) => Promise<{ stores: InsightsStore[]; close: () => Promise<void> }> }[] = [
  {
    name: 'file store',
    open: async (count) => {
      const dir = tempDir('ladle-digest-insights-');
      return { stores: Array.from({ length: count }, () => new FileInsightsStore(dir)), close: async () => undefined };
    },
  },
  {
    name: 'PostgreSQL store',
    missing: postgresMissing,
    open: async (count) => {
      const pg: PgCluster = await startPostgres();
      const url = await pg.createDatabase('digest');
      await migrate(url);
      const stores = Array.from({ length: count }, () => new PgInsightsStore(url));
      return {
        stores,
        close: async () => {
          await Promise.all(stores.map((store) => store.close()));
          await pg.destroy();
        },
      };
    },
  },
];

for (const backend of backends) {
  const describeIt = backend.missing ? describe.skip : describe;
  describeIt(`the weekly digest on the ${backend.name}${backend.missing ? ` (skipped: ${backend.missing})` : ''}`, () => {
    for (const count of [1, 2]) {
      it(`SMTP down for three checks, then up: exactly one mail, with ${count} instance${count > 1 ? 's' : ''}`, async () => {
        const { stores, close } = await backend.open(count);
        try {
          const { outcomes, messages } = await downThenUp(stores);
          console.log(`${backend.name}, ${count} instance(s): checks ${outcomes.map((line, index) => `${index + 1}: ${line}`).join('; ')}; mails received: ${messages.length}`);
          // Down: in each check an instance held the week and failed, letting it go. Another instance
          // found it held, or (when the failure came first, as a refused connection does at once)
          // took it after and failed too: nobody sent, nobody reported it sent.
          for (const line of outcomes.slice(0, 3)) {
            const parts = line.split(' + ');
            expect(parts).toContain('failed');
            expect(parts.filter((part) => part !== 'failed' && part !== 'nothing')).toEqual([]);
          }
          // Up: the fourth check sends it once; later checks send nothing.
          expect(outcomes[3]!.split(' + ').filter((part) => part === '2026-11-23')).toHaveLength(1);
          expect(outcomes.slice(4)).toEqual(Array(2).fill(Array(count).fill('nothing').join(' + ')));
          expect(messages).toHaveLength(1);
          expect(messages[0]!.subject).toBe('Ladle website: weekly insights');
        } finally {
          await close();
        }
      }, 120_000);
    }
  });
}

describe('what the digest counts', () => {
  it('says how many demo requests of the week were booked, per route and per source', async () => {
    const { leadStore } = await import('@/lib/leads');
    const { digestMail } = await import('@/services/insights-digest');
    const params = (source: string) => ({ from_name: 'Bea Baker', from_email: `bea+${source}@example.com`, attr_page: '/demo', utm_source: source });
    const demo = (source: string) => leadStore().append({ form: 'demo', service_id: 's', template_id: 't', via: 'send', spam: false, template_params: params(source) }, { channels: [] });
    const { record } = await demo('news');
    await demo('ads');
    await leadStore().recordBooking(record.id, { id: 'b', state: 'booked', start: '2026-11-24T17:00:00.000Z', end: '2026-11-24T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' }, sequence: 0, updated_at: new Date().toISOString() });
    // The leads were received now; the digest's week ends now.
    const { text } = await digestMail(new Date(), new FileInsightsStore(tempDir('ladle-digest-counts-')));
    expect(text).toMatch(/Demo requests booked, by route\nRoute\s+Demo requests\s+Booked\s+Share booked\n[- ]+\n\/demo\s+2\s+1\s+50\.0%\n/);
    expect(text).toMatch(/Demo requests booked, by source\n[^\n]+\n[- ]+\nads\s+1\s+0\s+0\.0%\nnews\s+1\s+1\s+100\.0%\n/);
  });

  it('links to the team room’s overview of its week, in the text and the HTML', async () => {
    const { digestMail } = await import('@/services/insights-digest');
    const { text, html } = await digestMail(now, new FileInsightsStore(tempDir('ladle-digest-link-')));
    // The week of readDays(7, now): Tuesday 17 to Monday 23 November, UTC days.
    const link = 'http://localhost:3000/team/insights?from=2026-11-17&to=2026-11-23';
    expect(text.split('\n')[0]).toBe(`What worked this week, with charts, in the team room: ${link}`);
    expect(html).toContain(`<a href="${link.replace('&', '&#38;')}">What worked this week, with charts, in the team room</a>`);
  });
});
