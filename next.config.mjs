/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets several builds (tests, audits) sit side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

export default nextConfig;
