import { ImageResponse } from 'next/og';
import { site } from '@/content/site';

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The brand's default social preview, drawn at build time. */
export default function OpenGraphImage() {
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
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 980 }}>
            Point of sale, payments and banking for food and drink businesses
          </div>
          <div style={{ fontSize: 30, color: '#57534e' }}>
            Food trucks · Bakeries · Coffee shops · Juice bars · Ghost kitchens
          </div>
        </div>
      </div>
    ),
    size,
  );
}
