import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Unit and component tests sit in tests/unit or next to the code as *.test.ts(x);
  // end-to-end specs (*.spec.ts) belong to Playwright.
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next', '/tests/e2e/', '/.cache/'],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.cache'],
};

/**
 * The team room's charts use d3's scales and shapes, and the site reads cookies with `cookie`
 * (2.x), all published as ES modules only; Jest runs CommonJS, so those packages (and the d3
 * packages they import) are compiled like our own code.
 */
const ES_MODULE_PACKAGES = ['d3-[a-z-]+', 'internmap', 'cookie'];

async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULE_PACKAGES.join('|')})/)`, ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules'))],
  };
}

export default jestConfig;
