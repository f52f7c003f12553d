import { Img } from '@/components/ui/img';
import { tutorialsUrl, type TrainingCategory } from '@/content/resources';
import { resourceCardWords, type ResourceCardOptions } from '@/content/es/resources';

/** One training-video category; its link opens the category on the external tutorials site. */
export function TrainingCategoryCard({ category, locale = 'en', words = resourceCardWords[locale] }: { category: TrainingCategory } & ResourceCardOptions) {
  const { title, description, videoCount, thumbnail } = category;
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
      <div className="relative">
        <Img {...thumbnail} className="h-auto w-full" />
        <span className="absolute right-3 top-3 rounded-full bg-surface px-3 py-1 text-sm font-semibold text-ink shadow-card">
          {videoCount} {videoCount === 1 ? words.video : words.videos}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-ink">{title}</h3>
        <p className="mt-2 flex-1 text-ink-muted">{description}</p>
        {/* An external link (new tab, no opener) that says so in the page's language. */}
        <a
          target="_blank"
          rel="noopener noreferrer"
          href={tutorialsUrl(category.category)}
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline"
        >
          {words.watch.replace('{title}', title)}
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 3h7v7M13 3 4 12" />
          </svg>
          <span className="sr-only"> {words.newTab}</span>
        </a>
      </div>
    </li>
  );
}
