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

export default createJestConfig(config);
