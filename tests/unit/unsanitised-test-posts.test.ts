/** @jest-environment node */
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import nextConfig from '@/next.config.mjs';
import { UNSANITISED_POSTS, unsanitisedPostPrefix } from '@/lib/blog/unsanitised-test-posts.mjs';

/**
 * The end-to-end build's switch that leaves some blog posts unsanitised, and the guard that keeps
 * it out of production builds, as next.config.mjs applies them: the constant the build's code
 * gets (its `env`), for the environments a build may run in.
 */
function buildConstant(env: Record<string, string>, phase = PHASE_PRODUCTION_BUILD) {
  const saved = { ...process.env };
  for (const name of [UNSANITISED_POSTS, 'npm_lifecycle_event', 'NEXT_DIST_DIR']) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return nextConfig(phase).env?.[UNSANITISED_POSTS];
  } finally {
    process.env = saved;
  }
}

describe('the switch that leaves test posts unsanitised', () => {
  it('is taken by the end-to-end build, started by the check runner into its own folder', () => {
    expect(buildConstant({ [UNSANITISED_POSTS]: 'unsanitised-', NEXT_DIST_DIR: '.next-e2e' })).toBe('unsanitised-');
    expect(buildConstant({ [UNSANITISED_POSTS]: 'unsanitised-', NEXT_DIST_DIR: '.next-e2e', npm_lifecycle_event: 'test' })).toBe('unsanitised-');
  });

  it('is an empty constant in every other build, so no server environment can turn it on', () => {
    expect(buildConstant({})).toBe('');
    expect(buildConstant({ npm_lifecycle_event: 'build' })).toBe('');
    // A server started with the variable set: the code it runs holds the build's constant.
    expect(buildConstant({ [UNSANITISED_POSTS]: 'unsanitised-' }, PHASE_PRODUCTION_SERVER)).toBe('');
  });

  it('stops `npm run build` (and `npm run serve`), and any build into the folder a server serves', () => {
    expect(() => buildConstant({ [UNSANITISED_POSTS]: 'unsanitised-', npm_lifecycle_event: 'build', NEXT_DIST_DIR: '.next-e2e' })).toThrow(/npm run build/);
    expect(() => buildConstant({ [UNSANITISED_POSTS]: 'unsanitised-' })).toThrow(/\.next, the folder a production server serves/);
    expect(() => buildConstant({ [UNSANITISED_POSTS]: 'unsanitised-', NEXT_DIST_DIR: './.next/' })).toThrow(/production server/);
  });

  it('takes only a post-id prefix: a value that would match every post is refused', () => {
    const build = { building: true, distDir: '.next-e2e' };
    expect(() => unsanitisedPostPrefix({ [UNSANITISED_POSTS]: '-' }, build)).toThrow(/post-id prefix/);
    expect(() => unsanitisedPostPrefix({ [UNSANITISED_POSTS]: 'fixture' }, build)).toThrow(/post-id prefix/);
    expect(unsanitisedPostPrefix({ [UNSANITISED_POSTS]: '  ' }, build)).toBe('');
  });
});
