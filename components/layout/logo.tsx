import { site } from '@/content/site';
import { cn } from '@/lib/utils';

/** The Ladle mark (a ladle pouring into a bowl) and wordmark, drawn inline so it never loads late. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand" />
        <path d="M21.5 5.5 15 15" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M7 15.5h18a9 9 0 0 1-18 0Z" fill="#fff" />
        <circle cx="13" cy="19.5" r="1.4" className="fill-brand" />
      </svg>
      <span className={cn('text-xl font-bold tracking-tight', inverse ? 'text-white' : 'text-ink')}>{site.name}</span>
    </span>
  );
}
