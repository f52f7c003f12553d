import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { siteFor } from '@/content/es/site';
import { chrome } from '@/content/chrome';
import type { Locale } from '@/lib/i18n/locale';

export const brandImageSize = { width: 1200, height: 630 };

/**
 * The brand's default social preview in one language, drawn at build time: app/opengraph-image/route.tsx
 * (English, /opengraph-image) and app/opengraph-image-es/route.tsx (Spanish, /opengraph-image-es).
 */
export function brandImage(locale: Locale) {
  const { tagline } = siteFor(locale);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: 'linear-gradient(135deg, #fff8f1 0%, #ffedd5 100%)',
          color: '#1c1917',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ width: 72, height: 72, borderRadius: 20, background: '#c2410c', display: 'flex' }} />
          <div style={{ fontSize: 56, fontWeight: 700 }}>{site.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 980 }}>{tagline}</div>
          <div style={{ fontSize: 30, color: '#57534e' }}>{chrome[locale].brandImageTrades}</div>
        </div>
      </div>
    ),
    brandImageSize,
  );
}
