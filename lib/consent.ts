/**
 * The visitor's cookie choice, kept in localStorage under one key. Any script that needs
 * consent asks this module rather than reading storage itself.
 */
export const CONSENT_KEY = 'ladle-cookie-consent';
const CONSENT_EVENT = 'ladle:consent-change';

/** How long after load the banner waits before asking, so it never competes with the hero. */
export const COOKIE_BANNER_DELAY_MS = 2000;

export type ConsentChoice = 'accepted' | 'declined';

function isChoice(value: unknown): value is ConsentChoice {
  return value === 'accepted' || value === 'declined';
}

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function getConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

export function setConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Private modes may refuse storage; the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** Calls back whenever the choice changes in this tab; returns the unsubscribe function. */
export function onConsentChange(callback: (choice: ConsentChoice) => void) {
  const listener = (event: Event) => callback((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
