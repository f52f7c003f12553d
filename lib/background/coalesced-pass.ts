/**
 * A background pass that never runs twice at once: asked while one runs, it runs once more when
 * that one ends. Never throws; a failed pass is logged and the next ask tries again. The state
 * lives with the caller (on globalThis where Next's bundles each load their own copy).
 */
export type PassState = { running: Promise<void> | null; again: boolean; timer?: NodeJS.Timeout };

export function kickPass(state: PassState, pass: () => Promise<unknown>, failure: string) {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    do {
      state.again = false;
      try {
        await pass();
      } catch (error) {
        console.error(failure, error);
      }
    } while (state.again);
  })().finally(() => {
    state.running = null;
  });
}

/** Resolves when the pass (if any) and the ones asked for meanwhile have finished. */
export async function passIdle(state: PassState) {
  while (state.running) await state.running;
}

/**
 * A running server's retry loop: `kick` now and every `intervalMs`, started once per state. The
 * timer is never the reason the process stays alive.
 */
export function kickEvery(state: PassState, kick: () => void, intervalMs: number) {
  if (state.timer) return;
  kick();
  state.timer = setInterval(kick, intervalMs);
  state.timer.unref();
}
