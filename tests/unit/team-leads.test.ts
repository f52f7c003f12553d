/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LeadStore, NewLead } from '@/lib/leads/store';
import { LEAD_CSV_COLUMNS } from '@/lib/leads/csv';
import { teamStore } from '@/services/team/config';
import { exportLeads, resendLead } from '@/services/team/lead-actions';
import { filteredLeads, leadPage, parseLeadFilter, storedLead } from '@/services/team/leads';
import { describeBackend, leadStoreBackends } from '../fixtures/lead-stores';

/**
 * The team room's leads (issue 55) on both lead stores: the filters, pages of 50, the CSV export
 * (the same file `npm run outbox -- --csv` prints) and "Send it again" for a failed delivery.
 */

const run = promisify(execFile);
const SITE = 'http://localhost:3000';
const lead = (params: Record<string, string>, form: NewLead['form'] = 'demo'): NewLead => ({
  form,
  service_id: 'default_service',
  template_id: `template_${form}`,
  via: 'send',
  template_params: { from_name: 'Visitor', from_email: 'visitor@example.com', ...params },
  spam: false,
});

describe.each(leadStoreBackends)('$name', (backend) => {
  describeBackend(backend, 'the team room’s leads', () => {
    let store: LeadStore;
    let teamDir: string;
    const ids: Record<string, string> = {};
    const saved = { ...process.env };

    beforeAll(async () => {
      await backend.setup();
      await backend.reset();
      store = backend.open();
      // 60 plain demo requests, then the ones the filters look for (newest last).
      for (let i = 0; i < 60; i += 1) await store.append(lead({ from_name: `Filler ${i}`, from_email: `filler${i}@example.com`, message: `m${i}` }), { channels: [] });
      const add = async (name: string, params: Record<string, string>, form: NewLead['form'] = 'demo', channels: ('smtp' | 'webhook')[] = ['smtp']) => {
        // Newest first is by the time a lead was received, to the millisecond: each named lead a
        // millisecond of its own, so their order is not left to a tie (seen: Carla before Dan).
        const before = Date.now();
        while (Date.now() === before) await new Promise((resolve) => setImmediate(resolve));
        ids[name] = (await store.append(lead({ from_name: name, message: name, ...params }, form), { channels })).record.id;
      };
      await add('Bea Baker', { from_email: 'bea@bakery.example', company: 'Bea’s Buns', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'winter' });
      await add('Carla Café', { from_email: 'carla@cafe.example', language: 'es', attr_lang: 'es' }, 'contact');
      await add('Dan Dough', { from_email: 'dan@dough.example', company: 'Dough Co' }, 'partner', ['smtp', 'webhook']);
      await store.recordAttempt(ids['Dan Dough']!, 'smtp', { ok: false, at: new Date(), error: '550 mailbox unavailable', nextAttemptAt: null });
      await store.recordAttempt(ids['Bea Baker']!, 'smtp', { ok: true, at: new Date() });
      await store.recordBooking(ids['Bea Baker']!, { id: 'b1', state: 'booked', start: '2026-12-08T17:00:00.000Z', end: '2026-12-08T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' }, sequence: 0, updated_at: new Date().toISOString() });
      ids.Spammer = (await store.append({ ...lead({ from_name: 'Spammer' }), spam: true, spam_reason: 'honeypot' }, { channels: [] })).record.id;
    }, 120_000);
    afterAll(async () => {
      await teamStore().close();
      await store.close();
      await backend.teardown();
    });
    beforeEach(() => {
      teamDir = mkdtempSync(path.join(os.tmpdir(), 'team-leads-'));
      Object.assign(process.env, { SITE_URL: SITE, TEAM_DIR: teamDir, TEAM_MEMBERS: 'ana@ladle.example=admin,mo@ladle.example=marketing' });
    });
    afterEach(() => {
      for (const key of ['SITE_URL', 'TEAM_DIR', 'TEAM_MEMBERS']) if (saved[key] === undefined) delete process.env[key];
      rmSync(teamDir, { recursive: true, force: true });
    });

    const names = async (query: Record<string, string>) => (await filteredLeads(parseLeadFilter(query))).map((entry) => entry.lead.template_params.from_name);

    it('lists newest first, without spam, in pages of 50', async () => {
      const first = await leadPage(parseLeadFilter({}));
      expect(first).toMatchObject({ total: 63, page: 1, pages: 2 });
      expect(first.leads).toHaveLength(50);
      expect(first.leads.slice(0, 3).map((entry) => entry.lead.template_params.from_name)).toEqual(['Dan Dough', 'Carla Café', 'Bea Baker']);
      const second = await leadPage(parseLeadFilter({ page: '2' }));
      expect(second.leads.map((entry) => entry.lead.template_params.from_name).at(-1)).toBe('Filler 0');
      expect(second.leads).toHaveLength(13);
    });

    it('filters by form, language, dates, campaign, delivery, booking, and searches name, email and company', async () => {
      expect(await names({ form: 'contact' })).toEqual(['Carla Café']);
      expect(await names({ lang: 'es' })).toEqual(['Carla Café']);
      expect(await names({ source: 'Newsletter', medium: 'email', campaign: 'winter' })).toEqual(['Bea Baker']);
      expect(await names({ delivery: 'failed' })).toEqual(['Dan Dough']);
      expect(await names({ delivery: 'delivered' })).toEqual(['Bea Baker']);
      expect(await names({ delivery: 'pending' })).toEqual(['Carla Café']);
      expect(await names({ booked: 'yes' })).toEqual(['Bea Baker']);
      expect(await names({ booked: 'no', form: 'partner' })).toEqual(['Dan Dough']);
      expect(await names({ q: 'dough co' })).toEqual(['Dan Dough']);
      expect(await names({ q: 'CARLA@' })).toEqual(['Carla Café']);
      expect(await names({ q: 'buns' })).toEqual(['Bea Baker']);
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect(await names({ from: today, to: today, q: 'bea' })).toEqual(['Bea Baker']);
      expect(await names({ from: tomorrow })).toEqual([]);
      // Values outside the choices are ignored, not errors.
      expect(await names({ form: 'nonsense', q: 'carla' })).toEqual(['Carla Café']);
      // So are dates that are no day of the calendar (PostgreSQL would refuse them as a date).
      expect(await names({ from: '2026-02-31', to: '2026-13-01', q: 'carla' })).toEqual(['Carla Café']);
    });

    it('searches the text as typed (% and _ are letters), shows the last page for a page past it, and opens one lead by id', async () => {
      // The store searches (in SQL on PostgreSQL): a LIKE pattern would let % match every name.
      expect(await names({ q: '%' })).toEqual([]);
      expect(await names({ q: 'a_b' })).toEqual([]);
      expect(await leadPage(parseLeadFilter({ page: '9' }))).toMatchObject({ total: 63, page: 2, pages: 2 });
      expect((await leadPage(parseLeadFilter({ page: '9', form: 'partner' }))).leads.map((entry) => entry.lead.template_params.from_name)).toEqual(['Dan Dough']);
      expect((await storedLead(ids['Dan Dough']!))?.deliveries.map((delivery) => [delivery.channel, delivery.state])).toEqual([
        ['smtp', 'failed'],
        ['webhook', 'pending'],
      ]);
      // Spam stays out of the list but opens by its link; an id no lead has opens nothing.
      expect((await storedLead(ids.Spammer!))?.lead).toMatchObject({ spam: true, spam_reason: 'honeypot' });
      expect(await storedLead('00000000-0000-4000-8000-000000000000')).toBeUndefined();
      expect(await storedLead('not-a-uuid')).toBeUndefined();
    });

    async function sessionCookie(email: string) {
      const id = await teamStore().createSession({ email, address: '203.0.113.9', now: new Date() });
      return `ladle-team=${id}`;
    }

    it('exports the filtered list as the same CSV as npm run outbox -- --csv', async () => {
      const cookie = await sessionCookie('mo@ladle.example');
      const response = await exportLeads(new Request(`${SITE}/team/leads/export`, { headers: { cookie } }));
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const csv = await response.text();
      expect(csv.split('\n')[0]).toBe(LEAD_CSV_COLUMNS.join(','));
      const { stdout } = await run(process.execPath, ['scripts/outbox.mjs', '--csv'], { env: { ...process.env }, cwd: path.resolve(__dirname, '..', '..') });
      expect(csv).toBe(stdout);
      const filtered = await (await exportLeads(new Request(`${SITE}/team/leads/export?booked=yes`, { headers: { cookie } }))).text();
      expect(filtered.trim().split('\n')).toHaveLength(2);
      expect(filtered).toContain('Bea Baker');
      expect(filtered).toContain('booked,2026-12-08T17:00:00.000Z');
      // Signed out: the sign-in page.
      expect((await exportLeads(new Request(`${SITE}/team/leads/export`))).headers.get('location')).toBe('/team/sign-in');
    }, 60_000);

    it('sends a failed delivery again for admins, not for the read-only marketing role', async () => {
      const post = (cookie: string, origin = SITE) =>
        resendLead(new Request(`${SITE}/team/leads/resend`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ id: ids['Dan Dough']!, channel: 'smtp' }) }));
      expect((await post(await sessionCookie('mo@ladle.example'))).status).toBe(403);
      const admin = await sessionCookie('ana@ladle.example');
      expect((await post(admin, 'https://evil.example')).status).toBe(403);
      expect(await names({ delivery: 'failed' })).toEqual(['Dan Dough']);
      const response = await post(admin);
      expect(response.headers.get('location')).toBe(`/team/leads/${ids['Dan Dough']}?m=resent`);
      expect(await names({ delivery: 'failed' })).toEqual([]);
      const again = (await filteredLeads(parseLeadFilter({ q: 'dan' })))[0]!.deliveries.find((d) => d.channel === 'smtp')!;
      expect(again).toMatchObject({ state: 'pending', attempts: 1, last_error: '550 mailbox unavailable' });
      // Not failed any more: a second press changes nothing.
      expect((await post(admin)).headers.get('location')).toBe(`/team/leads/${ids['Dan Dough']}?m=not-failed`);
      const log = (await teamStore().readAudit(50)).filter((entry) => entry.action === 'sent a lead again');
      expect(log.map((entry) => [entry.who, entry.action, entry.detail])).toEqual([['ana@ladle.example', 'sent a lead again', `${ids['Dan Dough']} by smtp`]]);
    });
  });
});
