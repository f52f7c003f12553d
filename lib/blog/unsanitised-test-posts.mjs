/**
 * The end-to-end build's one deliberate hole in the blog sanitiser, and the guard that keeps
 * it out of every other build.
 *
 * tests/e2e/page-boundary.spec.ts needs a page whose HTML carries a `<script>` the site did
 * not write, arrived the way a real one would: in a blog post the sanitiser let through. The
 * end-to-end build (tests/e2e/env.mjs) sets UNSANITISED_POSTS to a post-id prefix, and posts
 * whose id starts with it skip the sanitiser (lib/blog/reshape.ts); every other post, the
 * fixture's hostile one included, is sanitised as ever.
 *
 * The guard, in next.config.mjs, which calls `unsanitisedPostPrefix`:
 *   - The value goes into the build as a constant (Next's `env`), always a string, '' when
 *     off. The server code reads that literal, never the running process's environment, so
 *     nothing set on a server turns it on, and in a build without it the branch is dead code.
 *   - It is taken only while `next build` runs. `npm run build` (and `npm run serve`, which
 *     runs it) sets npm_lifecycle_event=build: there the variable stops the build with an
 *     error, as it does for a build into `.next`, the folder `npm start` serves. Only a build
 *     started otherwise into a folder of its own (the check runner's `.next-e2e`) takes it.
 *   - tests/unit/unsanitised-test-posts.test.ts holds these rules.
 *
 * Plain JavaScript: next.config.mjs imports it before anything is compiled.
 */

/** The variable the end-to-end build sets, and the constant the build's code reads. */
export const UNSANITISED_POSTS = 'LADLE_E2E_UNSANITISED_POSTS';

/** The build folder a production server serves when none is named. */
const SERVED_DIST_DIR = '.next';

/**
 * The id prefix of the posts this build leaves unsanitised, '' for none.
 * @param {Record<string, string | undefined>} env the build's environment
 * @param {{ building: boolean, distDir: string }} build whether `next build` is running, and into which folder
 * @returns {string}
 */
export function unsanitisedPostPrefix(env, { building, distDir }) {
  const prefix = (env[UNSANITISED_POSTS] ?? '').trim();
  if (!prefix || !building) return '';
  const refuse = (why) => new Error(`${UNSANITISED_POSTS} switches the blog sanitiser off for the end-to-end tests only, and ${why}: unset it (lib/blog/unsanitised-test-posts.mjs).`);
  if (env.npm_lifecycle_event === 'build') throw refuse('`npm run build` makes a production build');
  if (distDir.replace(/^\.\/|\/+$/g, '') === SERVED_DIST_DIR) throw refuse(`this build writes ${SERVED_DIST_DIR}, the folder a production server serves`);
  if (!/^[a-z][a-z0-9-]*-$/.test(prefix)) throw refuse('its value must be a post-id prefix such as "unsanitised-"');
  return prefix;
}
