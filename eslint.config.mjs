import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Internal links are plain <a> elements on purpose: components/layout/client-navigation.tsx
    // turns them into client navigations for far less JavaScript than next/link.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', '.cache/**', '.test-output/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**'],
  },
];

export default config;
