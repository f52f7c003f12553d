import { cn } from '@/lib/utils';

describe('cn', () => {
  it('keeps a custom text size next to a text colour', () => {
    expect(cn('text-title font-bold', 'text-ink')).toBe('text-title font-bold text-ink');
    expect(cn('text-eyebrow uppercase text-brand')).toBe('text-eyebrow uppercase text-brand');
  });

  it('still lets a later size or colour win over an earlier one', () => {
    expect(cn('text-title', 'text-display')).toBe('text-display');
    expect(cn('text-ink', 'text-brand')).toBe('text-brand');
  });
});
