import { AFTER_INPUT_MS, AFTER_LOAD_MS, AT_LATEST_MS, deferChunks, loaderScript } from '@/lib/html/chunk-loader.mjs';

const CHUNKS = ['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js'];
const PRELOADS = ['/_next/static/chunks/c3.js'];
const PAGE =
  `<html><head><meta charset="utf-8"><link rel="preload" as="script" fetchPriority="low" href="${PRELOADS[0]}"/><script src="${CHUNKS[0]}" async=""></script><script src="${CHUNKS[1]}" async=""></script>` +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head><body><p>Hi</p><script>self.__next_f.push([1,"x"])</script></body></html>';

describe('deferChunks', () => {
  it("puts one loader where Next's first chunk tag stood, and hands it the others and the script preloads", () => {
    const { html, loader } = deferChunks(PAGE);
    expect(loader).toBe(loaderScript(CHUNKS, PRELOADS));
    expect(html).not.toContain('<link rel="preload"');
    expect(html).not.toContain(`<script src="${CHUNKS[0]}"`);
    expect(html).not.toContain(`<script src="${CHUNKS[1]}"`);
    expect(html).toContain(`<meta charset="utf-8"><script data-chunk-loader="">${loaderScript(CHUNKS, PRELOADS)}</script><script src="/_next/static/chunks/polyfill.js" noModule="">`);
    expect(html.match(/data-chunk-loader/g)).toHaveLength(1);
    // What else the page holds is as Next wrote it.
    expect(html).toContain('<body><p>Hi</p><script>self.__next_f.push([1,"x"])</script></body>');
  });

  it('leaves a page without chunk tags as it was', () => {
    const page = '<html><body><h1>Not found</h1></body></html>';
    expect(deferChunks(page)).toEqual({ html: page });
  });
});

/**
 * The loader as the browser runs it, in jsdom. jsdom has no `scheduler.postTask`, so the
 * loader's waits are timers here, which Jest's clock moves.
 */
describe('the loader in a page', () => {
  const added = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
  const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
  let readyState: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    // A document still loading: its load event is to come.
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    // The loader's own text, run as the page runs it.
    new Function(loaderScript(CHUNKS, PRELOADS))();
  });
  afterEach(() => {
    // Whatever the test left pending runs now, so no loader outlives its test.
    jest.runOnlyPendingTimers();
    readyState.mockRestore();
    jest.useRealTimers();
  });

  it('adds nothing before the load, then every chunk once the load has been quiet for a while', () => {
    jest.advanceTimersByTime(AT_LATEST_MS / 2);
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(AFTER_LOAD_MS - 1);
    expect(added()).toEqual([]);
    expect(preloaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(CHUNKS);
    expect(preloaded()).toEqual(PRELOADS);
    const script = document.head.querySelector<HTMLScriptElement>('script[src]')!;
    expect(script.async).toBe(true);
  });

  it.each(['pointermove', 'keydown', 'wheel', 'scroll'])('adds them after the next frame once a first %s comes, and only once', (type) => {
    window.dispatchEvent(new Event(type));
    expect(added()).toEqual([]);
    // jsdom's animation frames are 16 ms timers here; the chunks follow in a task of their own.
    jest.advanceTimersByTime(17);
    expect(added()).toEqual(CHUNKS);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(AT_LATEST_MS);
    expect(added()).toEqual(CHUNKS);
  });

  it('adds them at most AFTER_INPUT_MS after the input when no frame comes (a stopped clock)', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(AFTER_INPUT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(CHUNKS);
    frame.mockRestore();
  });

  it("leaves a tap's own events alone: a tap needs no script, and a listener would slow it", () => {
    for (const type of ['touchstart', 'touchend', 'pointerdown', 'pointerup', 'mousedown', 'mousemove', 'click']) window.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(AFTER_INPUT_MS);
    expect(added()).toEqual([]);
  });

  it('adds them by the deadline when the load never ends (an image that hangs)', () => {
    jest.advanceTimersByTime(AT_LATEST_MS - performance.now() - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(AT_LATEST_MS);
    expect(added()).toEqual(CHUNKS);
  });
});
