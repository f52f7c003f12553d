/** The pages `next build` prerendered, read from a build folder. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every prerendered HTML file under <distDir>/server/app, keyed by route path ("/" for index). */
export function prerenderedPages(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const rel = path.relative(appDir, full).replace(/\\/g, '/').replace(/\.html$/, '');
        pages.set(rel === 'index' ? '/' : `/${rel}`, full);
      }
    }
  };
  walk(appDir);
  return pages;
}
