import type { dashboardVideo } from '@/content/home';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { DashboardVideo } from '@/components/sections/dashboard-video';
import { sectionCopy } from '@/content/sections';
import type { Locale } from '@/lib/i18n/locale';

/** The dashboard clip in a device frame, its written description, and three highlights. */
export function DashboardShowcase({ video, locale = 'en' }: { video: typeof dashboardVideo; locale?: Locale }) {
  const captionId = 'dashboard-video-caption';
  return (
    <div className="mt-12">
      <figure className="mx-auto max-w-5xl">
        <div className="rounded-panel border border-ink/10 bg-night p-2 shadow-pop sm:p-3">
          <DashboardVideo
            sources={video.sources}
            poster={video.poster}
            width={video.width}
            height={video.height}
            describedBy={captionId}
            labels={sectionCopy[locale].video}
          />
        </div>
        <figcaption id={captionId} className="mx-auto mt-5 max-w-3xl text-center text-sm leading-6 text-ink-muted">
          {video.caption}
        </figcaption>
      </figure>
      <FeatureGrid items={video.highlights} className="mx-auto mt-12 max-w-5xl" />
    </div>
  );
}
