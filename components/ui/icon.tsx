import type { IconName } from '@/content/schema';
import { ICON_SPRITE_URL } from '@/components/ui/icon-sprite';
import { cn } from '@/lib/utils';

/**
 * A line icon from the sprite (components/ui/icon-sprite.ts); decorative, so hidden from
 * assistive tech. The stroke style comes with the sprite's symbols; the color is the text's.
 */
// Classes are joined with cn (no tailwind-merge): a caller's size-* replaces the default size by hand.
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      className={cn(!/(^|\s)size-/.test(className ?? '') && 'size-6', 'shrink-0', className)}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
