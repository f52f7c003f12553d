import path from 'node:path';
import { rmSync } from 'node:fs';
import { test as plainTest } from '@playwright/test';
import { expect, test, untilInteractive } from './fixtures';
import { startMailServer, waitFor } from '../fixtures/lead-receivers';
import { startSpareServer, type SpareServer } from './spare-server';
import { FileLeadStore } from '../../lib/leads/file-store';
import { FileBookingStore } from '../../lib/booking-store/file-store';
import { E2E_TEAM } from './env.mjs';
import { signInAs, TEAM_PAGE_PATHS, type TeamRole } from './team-support';

/**
 * The team room (issue 55) on the production build: who gets in, and where each role is refused.
 * The sign-in by mail runs on a spare server mailing through a real SMTP server (smtp-server).
 */

const root = path.resolve(__dirname, '..', '..');

/** Which of the room's pages each role opens (content/team.ts); every other answers 403. */
const OPENS: Record<TeamRole, readonly string[]> = {
  admin: TEAM_PAGE_PATHS,
  marketing: ['/team', '/team/leads', '/team/insights', '/team/vitals', '/team/experiments', '/team/account'],
  sales: ['/team', '/team/leads', '/team/bookings', '/team/hours', '/team/account'],
  editor: ['/team', '/team/blog', '/team/account'],
};

test('with no session every page of the room sends to the sign-in page, which is noindex and in no sitemap', async ({ page }) => {
  for (const path of TEAM_PAGE_PATHS) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/team\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the team room' })).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/team');
});

for (const role of Object.keys(OPENS) as TeamRole[]) {
  test(`${role}: opens its pages and is refused (403) the others`, async ({ page }) => {
    await signInAs(page, role);
    const nav = page.getByRole('navigation', { name: 'Team room' }).getByRole('link');
    await expect(nav).toHaveText(
      ['Overview', 'Leads', 'What works', 'Bookings', 'Hours and time off', 'Field vitals', 'Experiments', 'Blog', 'Audit log', 'Your account'].filter((_, index) => OPENS[role].includes(TEAM_PAGE_PATHS[index]!)),
    );
    for (const path of TEAM_PAGE_PATHS) {
      const response = await page.goto(path);
      if (OPENS[role].includes(path)) {
        expect(response?.status(), path).toBe(200);
      } else {
        expect(response?.status(), path).toBe(403);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not for your role');
      }
    }
  });
}

test('a cross-site form post is refused with 403', async ({ page }) => {
  await signInAs(page, 'admin');
  const response = await page.request.post('/team/sign-out', { form: { everywhere: '1' }, headers: { Origin: 'https://evil.example' } });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('This form was sent from another site, so nothing was done.');
  // Still signed in.
  expect((await page.goto('/team/account'))?.status()).toBe(200);
});

test('an editor refreshes one blog post, and the whole blog, and reads what the blog function returned', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/team/blog');
  await page.getByLabel('Post id (leave empty for the whole blog)').fill('fixture-spring-menu');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Refreshed\. What the blog function returned: post fixture-spring-menu and the list \(tags .*\): the blog function returned the post "Fixture: Building a Spring Menu" \(published \d{4}-\d{2}-\d{2}\)$/,
  );
  await page.getByLabel('Post id (leave empty for the whole blog)').fill('');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status')).toContainText(/every blog page \(tags .*\): the blog function returned \d+ posts, newest "/);
  await page.getByLabel('Post id (leave empty for the whole blog)').fill('no such post!');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert')).toHaveText('A post id has only letters, digits, - and _ (at most 128).');
  await expect(page.getByLabel('Post id (leave empty for the whole blog)')).toHaveValue('no such post!');
});

test('a passkey: asked for after a link sign-in, added, then the way in (Chromium’s virtual authenticator)', async ({ page, context }) => {
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await signInAs(page, 'marketing');
  await page.goto('/team/account?m=add-passkey');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(/\/team\/account\?m=passkey-added$/);
  // The passkey script loaded this page itself (window.location), which the fixture's goto wait does not see: wait as after a goto.
  await untilInteractive(page);
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible();
  await expect(page.getByText(/^Added \(UTC\): .* Last used \(UTC\): never$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.goto('/team/sign-in');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByText(`Signed in as ${E2E_TEAM.marketing}`)).toBeVisible();
  // Without script the passkey button is not in the page at all (hidden until script runs).
  const html = await (await page.request.get('/team/sign-in')).text();
  expect(html).toMatch(/<div hidden="" class="mt-6"><button[^>]*>Sign in with a passkey<\/button>/);
});

plainTest.describe('sign-in by the link in the mail, without script', () => {
  // One spare server and its limits for these tests, in order. Playwright's own test: the
  // fixtures' page waits for hydration, which never comes without script.
  plainTest.describe.configure({ mode: 'serial' });
  plainTest.use({ javaScriptEnabled: false });
  let spare: SpareServer | undefined;
  let mail: Awaited<ReturnType<typeof startMailServer>> | undefined;
  let teamDir = '';
  plainTest.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    mail = await startMailServer();
    teamDir = path.join(root, '.test-output', `team-spare-${testInfo.parallelIndex}-${process.pid}`);
    rmSync(teamDir, { recursive: true, force: true });
    spare = await startSpareServer(testInfo, { SMTP_URL: mail.url, LEAD_NOTIFY_TO: 'sales@ladle.example', TEAM_DIR: teamDir, BOOKINGS_DIR: path.join(teamDir, 'bookings'), TEAM_SIGN_IN_PER_MINUTE: '5' });
  });
  plainTest.afterAll(async () => {
    await spare?.stop();
    await mail?.close();
    rmSync(teamDir, { recursive: true, force: true });
  });

  plainTest('a member asks for a link, opens it from the mail, presses Sign in; the link then is used up', async ({ page, context }) => {
    const base = spare!.baseURL;
    await page.goto(`${base}/team/sign-in`);
    await page.getByLabel('Work email').fill(E2E_TEAM.editor);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('status')).toHaveText('If that address belongs to a member of the team, a sign-in link is on its way. It works once, for 15 minutes.');
    await waitFor(() => mail!.messages.length === 1, 10_000);
    const link = /https?:\/\/\S+\/team\/sign-in\/link\?t=[\w-]+/.exec(mail!.messages[0]!.body)![0];
    const onSpare = `${base}${new URL(link).pathname}${new URL(link).search}`;
    // Opening the link (as a mail scanner does) signs nobody in and uses nothing up.
    expect((await page.request.get(onSpare)).status()).toBe(200);
    await page.goto(onSpare);
    await expect(page.getByText(`This link signs in ${E2E_TEAM.editor}. It works once.`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A member without a passkey is asked to add one (which needs script: without it, no button).
    await expect(page).toHaveURL(`${base}/team/account?m=add-passkey`);
    await expect(page.getByRole('status').first()).toHaveText('You are signed in. Add a passkey now, so you need no link next time.');
    await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeHidden();
    await page.goto(`${base}/team`);
    await expect(page.getByText(`Signed in as ${E2E_TEAM.editor}`)).toBeVisible();
    const [cookie] = (await context.cookies(base)).filter((candidate) => candidate.name === 'ladle-team');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });

    // Used: refused with 409 and words.
    const again = await page.goto(onSpare);
    expect(again?.status()).toBe(409);
    await expect(page.getByRole('alert')).toHaveText('This sign-in link was already used. Ask for a new one.');

    // Sign out: the session is gone.
    await page.goto(`${base}/team/account`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    await page.goto(`${base}/team`);
    await expect(page).toHaveURL(`${base}/team/sign-in`);
  });

  plainTest('leads: filtered, opened, a failed delivery sent again, exported as CSV', async ({ page }) => {
    const base = spare!.baseURL;
    const leads = new FileLeadStore({ dir: spare!.outboxDir, maxBytes: 1024 ** 3 });
    const add = async (name: string, extra: Record<string, string>) =>
      (await leads.append({ form: 'demo', service_id: 's', template_id: 't', via: 'send', spam: false, template_params: { from_name: name, from_email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, ...extra } }, { channels: ['smtp'] })).record.id;
    await add('Bea Baker', { company: 'Bea’s Buns', utm_source: 'newsletter' });
    const dan = await add('Dan Dough', { company: 'Dough Co', message: 'Two food trucks.' });
    await leads.recordAttempt(dan, 'smtp', { ok: false, at: new Date(), error: '550 mailbox unavailable', nextAttemptAt: null });

    await signInAs(page, 'sales', { teamDir, base });
    await page.goto(`${base}/team/leads`);
    await page.getByLabel('Delivery').selectOption('Failed');
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page).toHaveURL(/delivery=failed/);
    await expect(page.getByText('1 lead, newest first. Page 1 of 1.')).toBeVisible();
    const exported = await page.request.get(`${base}/team/leads/export?delivery=failed`);
    expect(exported.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await exported.text()).trim().split('\n')).toHaveLength(2);

    await page.getByRole('link', { name: 'Dan Dough' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo request: Dan Dough');
    await expect(page.getByText('Two food trucks.')).toBeVisible();
    await expect(page.getByRole('cell', { name: '550 mailbox unavailable' })).toBeVisible();
    await page.getByRole('button', { name: 'Send it again by smtp' }).click();
    await expect(page.getByRole('status')).toHaveText('Sent again: the delivery is pending and the relay is trying it now.');
    // The relay sends it through the spare's SMTP server.
    await waitFor(() => mail!.messages.some((message) => message.subject.includes('Dan Dough')), 15_000);
  });

  plainTest('bookings: an admin moves a meeting for the visitor, then cancels it; the visitor is mailed each time', async ({ page }) => {
    const base = spare!.baseURL;
    // A meeting of the Spanish-speaking rep far ahead, outside the window visitors book in.
    const start = new Date(Date.now() + 200 * 86_400_000);
    start.setUTCHours(3, 0, 0, 0);
    const store = new FileBookingStore({ dir: path.join(teamDir, 'bookings') });
    const entry = { request: 'lead-team-e2e', rep: 'rep-es', start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), blockedUntil: new Date(start.getTime() + 40 * 60_000).toISOString() };
    const booked = await store.book({ entry, uid: `team-e2e-${Date.now()}@ladle.example`, visitor: { name: 'Vera Visitor', email: 'vera@visitor.example', language: 'en', timeZone: 'America/New_York' } }, { now: new Date(), jobs: () => [] });
    expect(booked.ok).toBe(true);

    await signInAs(page, 'admin', { teamDir, base });
    await page.goto(`${base}/team/bookings?by=rep`);
    await expect(page.getByRole('heading', { level: 3, name: 'Marisol Marcador' })).toBeVisible();
    await page.getByRole('link', { name: /^Move: Vera Visitor/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move a meeting for the visitor');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await expect(page.getByRole('status')).toHaveText('Moved. The visitor and the rep get the updated invitation.');
    await waitFor(() => mail!.messages.some((message) => message.headers.get('to')?.includes('vera@visitor.example') ?? false), 15_000);

    await page.getByRole('button', { name: /^Cancel for the visitor: Vera Visitor/ }).click();
    await expect(page.getByRole('status')).toHaveText('Cancelled. The visitor and the rep get the cancellation, as with the visitor’s own link.');
    await waitFor(() => mail!.messages.filter((message) => /method=CANCEL/i.test(message.raw) && message.raw.includes('vera@visitor.example')).length >= 1, 15_000);
    await page.goto(`${base}/team/audit`);
    await expect(page.getByRole('cell', { name: 'moved a booking for the visitor' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'cancelled a booking for the visitor' })).toBeVisible();
  });

  plainTest('the sign-in limit holds: the sixth try in a minute is refused with 429, the address kept', async ({ page }) => {
    const base = spare!.baseURL;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await page.request.post(`${base}/team/sign-in/request`, { form: { email: `guess${i}@example.com` }, headers: { Origin: base }, maxRedirects: 0 });
      statuses.push(response.status());
    }
    // Five in a minute from one address (the tests before spent some).
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 303).length).toBeLessThanOrEqual(5);
    await page.goto(`${base}/team/sign-in`);
    await page.getByLabel('Work email').fill('guess9@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Wait a minute and try again.');
    await expect(page.getByLabel('Work email')).toHaveValue('guess9@example.com');
  });
});
