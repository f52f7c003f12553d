import path from 'node:path';
import { expect, type Page } from './fixtures';
import { FileTeamStore } from '../../lib/team/file-store';
import { E2E_TEAM, E2E_TEAM_DIR } from './env.mjs';

/**
 * Signing in to the team room in a spec (issue 55): a one-time link made in the file store the
 * server reads (what `npm run team -- invite` does), opened, and its button pressed, as a member
 * does with the link from their mail. The room's own sign-in by mail is tests/e2e/team.spec.ts.
 */
export type TeamRole = keyof typeof E2E_TEAM;

const root = path.resolve(__dirname, '..', '..');

export async function signInAs(page: Page, role: TeamRole, { teamDir = path.join(root, E2E_TEAM_DIR), base = '' } = {}) {
  const token = await new FileTeamStore(teamDir).createLink(E2E_TEAM[role], new Date());
  await page.goto(`${base}/team/sign-in/link?t=${token}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The overview, or the account page asking a member without a passkey to add one.
  await expect(page.getByText(`${E2E_TEAM[role]} (${role})`)).toBeVisible();
}

/** The team room's pages, for the axe sweep (tests/e2e/a11y.spec.ts) and the role checks. */
export const TEAM_PAGE_PATHS = ['/team', '/team/leads', '/team/insights', '/team/bookings', '/team/hours', '/team/vitals', '/team/experiments', '/team/blog', '/team/audit', '/team/account'] as const;
