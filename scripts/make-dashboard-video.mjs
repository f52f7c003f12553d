#!/usr/bin/env node
/**
 * Films Ladle's owner dashboard (scripts/video/dashboard.html) into the looping home-page clip:
 * public/video/dashboard.webm (VP9), dashboard.mp4 (H.264) and dashboard-poster.webp.
 *
 *   npm run video
 *
 * Frames are rendered, not recorded in real time: the page exposes renderFrame(t) and we
 * screenshot each frame, so the clip is identical on every machine and no frame is dropped
 * on a busy CPU. Needs Debian's Chromium (CHROME_PATH or /usr/bin/chromium) and ffmpeg.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'scripts/video/dashboard.html');
const outDir = path.join(root, 'public/video');
const frameDir = path.join(root, '.cache/dashboard-frames');

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 12;
const SECONDS = 8;
/** The poster is the finished dashboard, so the still frame reads on its own. */
const POSTER_TIME = SECONDS;

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

rmSync(frameDir, { recursive: true, force: true });
mkdirSync(frameDir, { recursive: true });
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run', '--allow-file-access-from-files'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(source).href);
  await page.evaluate(() => document.fonts.ready);
  const total = FPS * SECONDS;
  for (let i = 0; i < total; i++) {
    await page.evaluate((t) => window.renderFrame(t), i / FPS);
    await page.screenshot({ path: path.join(frameDir, `f${String(i).padStart(4, '0')}.png`) });
  }
  await page.evaluate((t) => window.renderFrame(t), POSTER_TIME);
  await page.screenshot({ path: path.join(frameDir, 'poster.png') });
} finally {
  await browser.close();
}

const frames = ['-framerate', String(FPS), '-i', path.join(frameDir, 'f%04d.png')];
// Flat UI compresses well; these settings keep each file well under 400 KB.
ffmpeg([...frames, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p', '-an', path.join(outDir, 'dashboard.webm')]);
ffmpeg([...frames, '-c:v', 'libx264', '-preset', 'slow', '-crf', '28', '-tune', 'animation', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', path.join(outDir, 'dashboard.mp4')]);
ffmpeg(['-i', path.join(frameDir, 'poster.png'), '-c:v', 'libwebp', '-quality', '78', path.join(outDir, 'dashboard-poster.webp')]);

for (const name of ['dashboard.webm', 'dashboard.mp4', 'dashboard-poster.webp']) {
  console.log(`${name}: ${(statSync(path.join(outDir, name)).size / 1024).toFixed(0)} KB`);
}
