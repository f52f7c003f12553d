import { cn } from '@/lib/utils';

describe('cn', () => {
  it('keeps a custom text size next to a text colour', () => {
    expect(cn('text-title font-bold', 'text-ink')).toBe('text-title font-bold text-ink');
    expect(cn('text-eyebrow', 'text-brand')).toBe('text-eyebrow text-brand');
    expect(cn('text-lead', 'text-ink-muted')).toBe('text-lead text-ink-muted');
  });

  it('still lets a later class of the same kind win', () => {
    expect(cn('text-title', 'text-display')).toBe('text-display');
    expect(cn('rounded-card', 'rounded-panel')).toBe('rounded-panel');
    expect(cn('shadow-card', 'shadow-pop')).toBe('shadow-pop');
    expect(cn('text-ink', 'text-white')).toBe('text-white');
  });
});
