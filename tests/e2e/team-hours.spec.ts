import path from 'node:path';
import { rmSync } from 'node:fs';
import { test as plainTest, expect } from '@playwright/test';
import { startSpareServer, type SpareServer } from './spare-server';
import { FileBookingStore } from '../../lib/booking-store/file-store';
import { E2E_TEAM } from './env.mjs';
import { signInAs } from './team-support';
import { expectNoAxeViolations } from './support';

/**
 * Hours and time off (/team/hours, issue 55 step 5) on a spare server of the production build,
 * with its own team and booking stores: saved hours change what every booking page offers, so
 * they must not reach the shared server the booking specs use. With script and without.
 */

const root = path.resolve(__dirname, '..', '..');

plainTest.describe('hours and time off', () => {
  plainTest.describe.configure({ mode: 'serial' });
  let spare: SpareServer | undefined;
  let teamDir = '';
  plainTest.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(90_000);
    teamDir = path.join(root, '.test-output', `team-hours-${testInfo.parallelIndex}-${process.pid}`);
    rmSync(teamDir, { recursive: true, force: true });
    spare = await startSpareServer(testInfo, { TEAM_DIR: teamDir, BOOKINGS_DIR: path.join(teamDir, 'bookings') });
  });
  /** A Wednesday far ahead (outside the window visitors book in) at `hour`:00 UTC. */
  const wednesdayFarAhead = (hour: number) => {
    const start = new Date(Date.now() + 200 * 86_400_000);
    start.setUTCDate(start.getUTCDate() + ((3 - start.getUTCDay() + 7) % 7));
    start.setUTCHours(hour, 0, 0, 0);
    return start;
  };
  async function bookFor(rep: string, start: Date, name: string) {
    const store = new FileBookingStore({ dir: path.join(teamDir, 'bookings') });
    const entry = { request: `lead-hours-${rep}`, rep, start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), blockedUntil: new Date(start.getTime() + 40 * 60_000).toISOString() };
    const booked = await store.book({ entry, uid: `hours-e2e-${rep}-${Date.now()}@ladle.example`, visitor: { name, email: `${name.split(' ')[0]!.toLowerCase()}@visitor.example`, language: 'en', timeZone: 'America/New_York' } }, { now: new Date(), jobs: () => [] });
    expect(booked.ok).toBe(true);
  }
  plainTest.afterAll(async () => {
    await spare?.stop();
    rmSync(teamDir, { recursive: true, force: true });
  });

  plainTest('with script: an admin edits another rep’s hours by keyboard; a typo is named and what was typed stays', async ({ page }) => {
    const base = spare!.baseURL;
    await signInAs(page, 'admin', { teamDir, base });
    await page.goto(`${base}/team/hours`);
    await page.getByRole('navigation', { name: 'Whose hours' }).getByRole('link', { name: 'Jordan Placeholder' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Jordan Placeholder’s hours, in America/Chicago');
    await expect(page.getByText('In force: the hours in content/sales-team.ts (nothing saved here yet).')).toBeVisible();
    await expect(page.getByLabel('Monday')).toHaveValue('10:00-18:00');
    await page.getByLabel('Monday').fill('9-5');
    await page.getByLabel('Time off').fill('2027-01-04');
    await page.getByLabel('Monday').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Some of what you typed is not hours or dates. Nothing was saved; correct the fields marked below.');
    await expect(page.getByLabel('Monday')).toHaveValue('9-5');
    await expect(page.getByLabel('Monday')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Time off')).toHaveValue('2027-01-04');
    await expectNoAxeViolations(page, '/team/hours with a problem named');
    await page.getByLabel('Monday').fill('08:00-12:00, 13:00-16:00');
    await page.getByLabel('Monday').press('Enter');
    await expect(page.getByRole('status')).toHaveText('Saved. The booking pages offer these hours from now on; meetings already booked are kept.');
    await expect(page.getByText(`In force: saved by ${E2E_TEAM.admin} on`)).toBeVisible();
    await expect(page.getByLabel('Monday')).toHaveValue('08:00-12:00, 13:00-16:00');
    await expect(page.getByLabel('Time off')).toHaveValue('2027-01-04');
    await page.goto(`${base}/team/audit`);
    await expect(page.getByRole('cell', { name: 'changed hours and time off' })).toBeVisible();

    // The confirmation step, as a change of Jordan's Wednesday to nothing would show it with a meeting that day.
    const start = wednesdayFarAhead(17);
    await bookFor('rep-central', start, 'Zoe Zest');
    await page.goto(`${base}/team/hours?${new URLSearchParams({ rep: 'rep-central', mon: '10:00-18:00', tue: '10:00-18:00', wed: '', thu: '10:00-18:00', fri: '10:00-18:00', sat: '', sun: '', off: '', m: 'confirm' })}`);
    await expect(page.getByRole('region', { name: 'Meetings outside the new hours' }).getByRole('cell', { name: 'Zoe Zest' })).toBeVisible();
    await expectNoAxeViolations(page, '/team/hours naming a meeting left out');
  });

  plainTest.describe('without script', () => {
    plainTest.use({ javaScriptEnabled: false });

    plainTest('a rep’s change that leaves a booked meeting outside names it first; saved anyway; another rep’s hours are 403', async ({ page }) => {
      const base = spare!.baseURL;
      // A meeting of Avery (rep-east, New York, 09:00-17:00) at 15:00 UTC, 10:00 or 11:00 in New York.
      await bookFor('rep-east', wednesdayFarAhead(15), 'Wes Waffle');

      await signInAs(page, 'sales', { teamDir, base });
      await page.goto(`${base}/team/hours`);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('Avery Placeholder’s hours, in America/New_York');
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await page.getByLabel(day).fill('13:00-17:00');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('Nothing was saved yet: this change leaves 1 booked meeting outside the new hours or inside the time off.');
      await expect(page.getByRole('region', { name: 'Meetings outside the new hours' }).getByRole('cell', { name: 'Wes Waffle' })).toBeVisible();
      await expect(page.getByLabel('Wednesday')).toHaveValue('13:00-17:00');
      await expect(page.getByText('In force: the hours in content/sales-team.ts (nothing saved here yet).')).toBeVisible();
      await page.getByRole('button', { name: 'Save anyway' }).click();
      await expect(page.getByRole('status')).toHaveText('Saved. The booking pages offer these hours from now on; meetings already booked are kept.');
      await expect(page.getByLabel('Wednesday')).toHaveValue('13:00-17:00');

      // Another rep's hours: the page and the post are refused.
      expect((await page.goto(`${base}/team/hours?rep=rep-es`))?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not for your role');
      const post = await page.request.post(`${base}/team/hours/save`, { form: { rep: 'rep-es', mon: '' }, headers: { Origin: base }, maxRedirects: 0 });
      expect(post.status()).toBe(403);
    });
  });
});
