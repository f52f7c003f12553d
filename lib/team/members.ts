/**
 * The team's members and their roles, from one configuration string (TEAM_MEMBERS):
 * `ana@ladle.example=admin,bo@ladle.example=sales`. Read on every request, so a member removed
 * from it is out at their next request.
 */

export const TEAM_ROLES = ['admin', 'marketing', 'sales', 'editor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export type TeamMember = { email: string; role: TeamRole };

/** Email addresses compare case-insensitively and without surrounding blanks. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

const isRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value);

/**
 * The members by normalised email. Throws naming the first bad pair: a typo in a role must not
 * quietly lock someone out or let them in as something else.
 */
export function parseMembers(raw: string | undefined): Map<string, TeamMember> {
  const members = new Map<string, TeamMember>();
  for (const pair of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [email = '', role = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (rest.length || !/^[^\s@=,]+@[^\s@=,]+\.[^\s@=,]+$/.test(email) || !isRole(role)) {
      throw new Error(`TEAM_MEMBERS: "${pair}" is not email=role with a role of ${TEAM_ROLES.join(', ')}`);
    }
    members.set(normalEmail(email), { email: normalEmail(email), role });
  }
  return members;
}
