'use client';

import { useState, useSyncExternalStore } from 'react';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { Button } from '@/components/ui/button';

/**
 * The two passkey buttons of the team room, the only client code of @simplewebauthn/browser:
 * imported by the room's pages alone, so no public page loads it. A passkey needs script, so
 * each button stays hidden until the page has script and the browser supports WebAuthn: the
 * server's HTML has no dead button, and the one-time link stays the way in without script.
 */

const noSubscription = () => () => {};

/** A full load, not the client router: the session cookie just changed, and the room's pages are all rendered per request. */
const go = (path: string) => {
  window.location.assign(path);
};

type Words = { button: string; cancelled: string; failed: string };

async function post(path: string, body: unknown) {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return (await response.json().catch(() => ({ ok: false }))) as { ok: boolean; message?: string; handle?: string; options?: unknown; location?: string };
}

function usePasskeyButton(words: Words, run: () => Promise<string | null>) {
  // False in the server's HTML and while hydrating; then whether this browser has WebAuthn.
  const supported = useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const press = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const done = await run();
      if (done) setMessage({ tone: 'success', text: done });
    } catch (error) {
      const cancelled = error instanceof Error && error.name === 'NotAllowedError';
      setMessage({ tone: 'error', text: cancelled ? words.cancelled : error instanceof Error && error.message ? error.message : words.failed });
    } finally {
      setBusy(false);
    }
  };
  return { supported, busy, message, press };
}

function Shell({ supported, busy, message, press, label }: ReturnType<typeof usePasskeyButton> & { label: string }) {
  return (
    <div hidden={!supported} className="mt-6">
      <Button type="button" onClick={press} aria-disabled={busy || undefined}>
        {label}
      </Button>
      <p role={message?.tone === 'error' ? 'alert' : 'status'} className={`mt-3 ${message?.tone === 'error' ? 'text-danger' : 'text-success'}`}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

/** One ceremony: options (the challenge kept on the server under a handle), the browser's answer, its check. */
async function ceremony(kind: 'sign-in' | 'register', words: Words, answer: (optionsJSON: never) => Promise<unknown>) {
  const start = await post(`/team/passkeys/${kind}/options`, {});
  if (!start.ok || !start.handle) throw new Error(start.message ?? words.failed);
  const response = await answer(start.options as never);
  const done = await post(`/team/passkeys/${kind}/verify`, { handle: start.handle, response });
  if (!done.ok) throw new Error(done.message ?? words.failed);
  return done;
}

/** "Sign in with a passkey" on /team/sign-in. */
export function PasskeySignIn({ words }: { words: Words }) {
  const state = usePasskeyButton(words, async () => {
    const done = await ceremony('sign-in', words, (optionsJSON) => startAuthentication({ optionsJSON }));
    go(done.location ?? '/team');
    return null;
  });
  return <Shell {...state} label={words.button} />;
}

/** "Add a passkey" on /team/account; the page reloads to list it. */
export function PasskeyAdd({ words }: { words: Words }) {
  const state = usePasskeyButton(words, async () => {
    await ceremony('register', words, (optionsJSON) => startRegistration({ optionsJSON }));
    go('/team/account?m=passkey-added');
    return null;
  });
  return <Shell {...state} label={words.button} />;
}
