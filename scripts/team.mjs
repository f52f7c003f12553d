#!/usr/bin/env node
/**
 * The team room from a terminal (issue 55, docs/team.md).
 *
 *   npm run team -- invite EMAIL    prints a one-time sign-in link for a member (15 minutes, once),
 *                                   for a server without SMTP_URL, or a member locked out
 *   npm run team -- members         lists TEAM_MEMBERS as the site reads them
 *
 * Reads the same configuration as the site (TEAM_MEMBERS, DATABASE_URL or TEAM_DIR / OUTBOX_DIR,
 * SITE_URL), so the link works on the running site.
 */
import process from 'node:process';
import { loadTs } from './lib/load-ts.mjs';

const [command, email] = process.argv.slice(2);
const { teamMembers, memberByEmail, teamStore } = await loadTs('services/team/config.ts');

if (command === 'members') {
  for (const member of teamMembers().values()) console.log(`${member.email}\t${member.role}`);
  process.exit(0);
}
if (command !== 'invite' || !email) {
  console.error('Usage: npm run team -- invite EMAIL | members');
  process.exit(2);
}
const member = memberByEmail(email);
if (!member) {
  console.error(`${email} is not in TEAM_MEMBERS; add it there (email=role) and restart the site first.`);
  process.exit(1);
}
const { newSignInLink } = await loadTs('services/team/links.ts');
const link = await newSignInLink(member.email);
await teamStore().audit({ at: new Date().toISOString(), who: member.email, action: 'sign-in link printed', detail: 'npm run team -- invite', address: 'terminal' });
await teamStore().close();
console.log(`Sign-in link for ${member.email} (${member.role}), valid for 15 minutes, once:\n${link}`);
