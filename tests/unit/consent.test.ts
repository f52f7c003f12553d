import { CONSENT_KEY, getConsent, onConsentChange, setConsent } from '@/lib/consent';

describe('consent module', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads nothing until a choice is stored, then the stored choice', () => {
    expect(getConsent()).toBeNull();
    setConsent('declined');
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined');
    expect(getConsent()).toBe('declined');
    setConsent('accepted');
    expect(getConsent()).toBe('accepted');
  });

  it('ignores values it did not write', () => {
    window.localStorage.setItem(CONSENT_KEY, 'maybe');
    expect(getConsent()).toBeNull();
  });

  it('tells subscribers about a change until they unsubscribe', () => {
    const seen: string[] = [];
    const stop = onConsentChange((choice) => seen.push(choice));
    setConsent('accepted');
    stop();
    setConsent('declined');
    expect(seen).toEqual(['accepted']);
  });
});
