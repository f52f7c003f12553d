import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Imports run downward: app/ → components/ → seo/ and services/ → content/ → lib/. A layer
 * may import the ones below it, never one above (docs/structure.md). `import type` counts too.
 */
const layersAbove = (layers, why) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex: `^(@/|(\\.\\./)+)(${layers.join('|')})(/|$)`, message: why }] },
  ],
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // lib/ holds tools that know no site facts: what they need comes in as parameters.
    files: ['lib/**'],
    rules: layersAbove(['content', 'components', 'app', 'seo', 'services'], 'lib/ knows no site facts or pages: take what you need as a parameter, or move the module up (seo/, services/).'),
  },
  {
    // content/ is the site's facts and words; it may use lib/ tools, nothing that draws or serves them.
    files: ['content/**'],
    rules: layersAbove(['components', 'app', 'seo', 'services'], 'content/ holds facts and words only: it may import lib/, never the layers that use it.'),
  },
  {
    // Internal links are plain <a> elements on purpose: components/layout/client-navigation.tsx
    // turns them into client navigations for far less JavaScript than next/link.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // No spec sleeps for a fixed time: it waits on the event (docs/testing.md, "Waiting without
    // sleeping"). A sleep that is the scenario itself, or that no event can replace, is let through
    // by an eslint-disable comment whose words after `--` give the reason.
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'A fixed sleep: wait on the event instead (docs/testing.md), or name the exception and its reason.' },
        { selector: "CallExpression[callee.name='setTimeout'][arguments.0.name='resolve']", message: 'A fixed sleep: wait on the event instead (docs/testing.md), or name the exception and its reason.' },
      ],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', '.cache/**', '.test-output/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**'],
  },
];

export default config;
