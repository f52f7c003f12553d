'use server';

import { headers } from 'next/headers';
import { handleNativePost } from './native-post';
import type { LeadPostState } from './post-state';

/**
 * The lead forms' Server Function: the `<form action>` of components/forms/lead-form.tsx.
 * With JavaScript the form's onSubmit prevents the post and sends through EmailJS as ever;
 * without it the browser posts the form here, and React renders the page the form names as
 * its permalink with the state this returns (services/forms/native-post.ts).
 */
export async function postLead(_previous: LeadPostState, data: FormData): Promise<LeadPostState> {
  return handleNativePost({ data, headers: await headers() });
}
