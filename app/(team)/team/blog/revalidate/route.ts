import { revalidateFromTeam } from '@/services/team/blog';

/** The blog page's Refresh (services/team/blog.ts). */
export const POST = revalidateFromTeam;
