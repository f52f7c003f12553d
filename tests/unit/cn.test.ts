import { cn, mergeClasses } from '@/lib/utils';

describe('cn', () => {
  it('joins the classes that are set, in order, and leaves out the conditions that are not', () => {
    const index = 0;
    expect(cn('btn', 'btn-md', undefined, null, false, index % 2 && 'lg:order-2', '', 'w-full')).toBe('btn btn-md w-full');
    expect(cn('text-ink', 'text-white')).toBe('text-ink text-white');
    expect(cn()).toBe('');
  });
});

describe('mergeClasses', () => {
  it('keeps a custom text size next to a text colour', () => {
    expect(mergeClasses('text-title font-bold', 'text-ink')).toBe('text-title font-bold text-ink');
    expect(mergeClasses('text-eyebrow', 'text-brand')).toBe('text-eyebrow text-brand');
    expect(mergeClasses('text-lead', 'text-ink-muted')).toBe('text-lead text-ink-muted');
  });

  it('still lets a later class of the same kind win', () => {
    expect(mergeClasses('text-title', 'text-display')).toBe('text-display');
    expect(mergeClasses('rounded-card', 'rounded-panel')).toBe('rounded-panel');
    expect(mergeClasses('shadow-card', 'shadow-pop')).toBe('shadow-pop');
    expect(mergeClasses('text-ink', 'text-white')).toBe('text-white');
  });
});
