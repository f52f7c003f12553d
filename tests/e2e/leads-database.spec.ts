import { expect, test, type Page } from './fixtures';
import { Client } from 'pg';
import { emailConfig } from '../../lib/email/config';
import { emailFixed } from '../../content/lead-mail';
import { migrate } from '../../lib/leads/pg-migrate';
import { freePort, postgresMissing, startPostgres, type PgCluster } from '../fixtures/postgres';
import { startMailServer } from '../fixtures/lead-receivers';
import { E2E_EMAIL, e2eEnv } from './env.mjs';
import { startNextServer } from './spare-server';
import { dismissCookieBanner } from './support';

/**
 * Leads on PostgreSQL with the site running as two instances: two more `next start`
 * processes of the end-to-end build on one throwaway database (DATABASE_URL), mailing a
 * real SMTP server. Each test marks its leads by address, so they share the servers.
 * Figures (leads, deliveries, duplicates, time to drain) are printed and attached.
 * Viewport does not matter here, so these run once. @desktop-only
 */

const CONTACT_FAILURE = 'Failed to send message. Please try again or contact us directly.';
const UNAVAILABLE = 'The message was not stored: the lead database is unavailable. Please try again later.';
const LEASE_MS = 8_000;

test.describe.configure({ mode: 'serial' });

test.describe('leads on PostgreSQL, two site instances @desktop-only', () => {
  test.skip(!!postgresMissing, postgresMissing);

  let pg: PgCluster;
  let databaseUrl: string;
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  let db: Client;
  type Site = Awaited<ReturnType<typeof startNextServer>>;
  const sites: Site[] = [];

  /** The test's own connection; stopping the server ends it, which is expected, not a failure. */
  async function connect() {
    const client = new Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    await client.connect();
    return client;
  }

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    pg = await startPostgres();
    databaseUrl = await pg.createDatabase('ladle');
    await migrate(databaseUrl);
    smtp = await startMailServer();
    const env = {
      ...e2eEnv({ withBlogFixture: true }),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: 'sales@ladle.example',
      // Retries and lease expiry within a test's patience, not production's minutes.
      LEAD_RELAY_INTERVAL_MS: '500',
      LEAD_LEASE_MS: String(LEASE_MS),
    };
    sites.push(...(await Promise.all([startNextServer(await freePort(), env), startNextServer(await freePort(), env)])));
    db = await connect();
  });

  test.afterAll(async () => {
    await db?.end().catch(() => undefined);
    await Promise.all(sites.map((site) => site.stop('SIGKILL')));
    await smtp?.close();
    await pg?.destroy();
  });

  const ids = { user_id: emailConfig.publicKey, service_id: emailConfig.serviceId, template_id: emailConfig.templates.partner };
  const body = (email: string, index: number) =>
    JSON.stringify({
      lib_version: '4.4.1',
      ...ids,
      template_params: {
        from_name: 'Load Test',
        from_email: email,
        phone: '(954) 555-0100',
        message: `Lead number ${index}, sent to one of two site instances.`,
        to_name: emailFixed.toName,
        subject: emailFixed.partnerSubject,
      },
    });
  const send = (site: Site, email: string, index: number) =>
    fetch(`${site.baseURL}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body(email, index) }).then(
      async (response) => ({ status: response.status, text: await response.text() }),
    );

  /** Stored leads of one test (their addresses share a prefix) with their mail delivery. */
  async function leadsOf(prefix: string) {
    const { rows } = await db.query<{ id: string; state: string; delivered_at: Date | null }>(
      `SELECT l.id, d.state, d.delivered_at FROM leads l JOIN lead_deliveries d ON d.lead_id = l.id AND d.channel = 'smtp'
       WHERE l.template_params->>'from_email' LIKE $1 || '%'`,
      [prefix],
    );
    return rows;
  }

  /** The mails of those leads, by the Message-ID the relay derives from the lead id. */
  function mailsOf(leadIds: string[]) {
    const wanted = new Set(leadIds.map((id) => `<${id}@localhost>`));
    return smtp.messages.filter((mail) => wanted.has(mail.messageId));
  }

  function report(testInfo: { attach: (name: string, options: { body: string }) => Promise<void> }, figures: Record<string, number | string>) {
    const line = Object.entries(figures)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    console.log(`[leads-database] ${line}`);
    return testInfo.attach('figures', { body: line });
  }

  test('200 leads sent across both instances at once: 200 stored, 200 mailed, each Message-ID once', async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => send(sites[index % 2]!, `load-${index}@example.com`, index)));
    const answeredMs = Date.now() - started;
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(200);

    // The 200 answers came after the commits: every lead is there the moment they arrive.
    const stored = await leadsOf('load-');
    expect(stored).toHaveLength(200);

    await expect.poll(async () => (await leadsOf('load-')).filter((lead) => lead.state === 'delivered').length, { timeout: 60_000 }).toBe(200);
    const drainedMs = Date.now() - started;
    const mails = mailsOf(stored.map((lead) => lead.id));
    const messageIds = new Set(mails.map((mail) => mail.messageId));
    await report(testInfo, { leads: 200, stored: stored.length, delivered: messageIds.size, mails: mails.length, duplicates: mails.length - messageIds.size, answered_ms: answeredMs, drained_ms: drainedMs });
    expect(messageIds.size).toBe(200);
    expect(mails).toHaveLength(200);
    expect(mails[0]!.subject).toContain('Load Test');
  });

  test('one relaying instance killed with SIGKILL mid-delivery: every lead delivered, never by both at once', async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    const victim = sites[0]!;
    // The mail server now takes a while over each message, so deliveries are in flight.
    smtp.settings.delayMs = 250;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => send(victim, `kill-${index}@example.com`, index)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));

    const stored = await leadsOf('kill-');
    await expect.poll(() => mailsOf(stored.map((lead) => lead.id)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await victim.stop('SIGKILL');
    // What the victim died holding: claimed, not recorded. Its relay owner names its pid.
    const { rows: orphaned } = await db.query<{ lead_id: string; leased_until: Date }>(
      `SELECT lead_id, leased_until FROM lead_deliveries
       WHERE state = 'pending' AND leased_by LIKE '%:' || $1 || ':%' AND lead_id = ANY($2::uuid[])`,
      [String(victim.pid), stored.map((lead) => lead.id)],
    );
    expect(orphaned.length).toBeGreaterThan(0);

    await expect.poll(async () => (await leadsOf('kill-')).filter((lead) => lead.state === 'delivered').length, { timeout: 60_000 }).toBe(40);
    const drainedMs = Date.now() - started;
    smtp.settings.delayMs = 0;

    const mails = mailsOf(stored.map((lead) => lead.id));
    const byId = new Map<string, typeof mails>();
    for (const mail of mails) byId.set(mail.messageId, [...(byId.get(mail.messageId) ?? []), mail]);
    await report(testInfo, {
      leads: 40,
      orphaned_by_kill: orphaned.length,
      delivered: byId.size,
      mails: mails.length,
      duplicates: mails.length - byId.size,
      drained_ms: drainedMs,
    });
    expect(byId.size).toBe(40);
    // A repeat is possible (sent, then killed before the attempt was recorded) but only after
    // the first copy was over: never two instances sending one lead at the same moment.
    for (const copies of byId.values()) {
      const sorted = [...copies].sort((a, b) => a.startedAt - b.startedAt);
      for (let index = 1; index < sorted.length; index += 1) expect(sorted[index]!.startedAt).toBeGreaterThanOrEqual(sorted[index - 1]!.acceptedAt);
    }
    // The other instance took each orphaned delivery over, and only once the victim's lease had run out.
    for (const { lead_id, leased_until } of orphaned) {
      const takeover = byId.get(`<${lead_id}@localhost>`)!.at(-1)!;
      expect(takeover.startedAt).toBeGreaterThanOrEqual(leased_until.getTime());
    }
  });

  async function fillContactForm(page: Page, email: string) {
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Dee Bee');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company').fill('Dee Bakes');
    await form.getByLabel(/^Message/).fill('Our database is down, is my message safe?');
    await form.getByRole('radio', { name: 'No' }).check();
    return form;
  }

  test('the database stopped: every send answers 503, none 200, and the form keeps the input with its failure message', async ({ page }, testInfo) => {
    testInfo.setTimeout(90_000);
    const survivor = sites.at(-1)!;
    await pg.stop('fast');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => send(survivor, `down-${index}@example.com`, index)));
      expect(answers).toEqual(Array(20).fill({ status: 503, text: UNAVAILABLE }));

      // In the browser: the EmailJS origin fails too, the form falls back to this site, which
      // cannot store the lead either, so the visitor is told and keeps what they typed.
      await dismissCookieBanner(page);
      await page.route(`${E2E_EMAIL.emailjsOrigin}/api/v1.0/email/**`, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await page.goto(`${survivor.baseURL}/contact`);
      const form = await fillContactForm(page, 'down-form@example.com');
      const fallback = page.waitForResponse((response) => response.url().startsWith(`${survivor.baseURL}/api/v1.0/email/`));
      await form.getByRole('button', { name: 'Send Message' }).click();
      const answer = await fallback;
      expect(answer.status()).toBe(503);
      expect(await answer.text()).toBe(UNAVAILABLE);
      await expect(page.getByText(CONTACT_FAILURE)).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('Dee Bee');
      await expect(form.getByLabel('Email')).toHaveValue('down-form@example.com');
      await expect(form.getByLabel(/^Message/)).toHaveValue('Our database is down, is my message safe?');
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    } finally {
      await pg.start();
    }

    // Back up: nothing of the outage was stored, and the same instance stores again.
    await db.end().catch(() => undefined);
    db = await connect();
    expect(await leadsOf('down-')).toEqual([]);
    expect(await send(survivor, 'down-later@example.com', 0)).toEqual({ status: 200, text: 'OK' });
    expect(await leadsOf('down-later')).toHaveLength(1);
  });
});
