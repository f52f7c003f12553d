import { cn } from '@/lib/utils';

/**
 * Renders a post body. `html` must come from sanitizePostHtml (lib/blog), which every Post
 * goes through when it is reshaped; nothing else may be passed here.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'text-lg leading-8 text-ink',
        '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight',
        '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
        '[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold',
        '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
        '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
        '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-5 [&_blockquote]:text-ink-muted',
        '[&_code]:rounded [&_code]:bg-surface-sunk [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
        '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-surface-sunk [&_pre]:p-4',
        '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card',
        '[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-base',
        '[&_th]:border-b-2 [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom',
        '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
        '[&>*:first-child]:mt-0',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
