import type { Metadata } from 'next';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-eyebrow font-semibold uppercase tracking-wider text-brand">Error 404</p>
      <h1 className="mt-3 text-title font-bold sm:text-display">404 - Page Not Found</h1>
      <p className="mt-4 max-w-md text-lead text-ink-muted">The page you are looking for does not exist.</p>
      <Button asChild size="lg" className="mt-8">
        <a href="/">Return to Home</a>
      </Button>
    </Container>
  );
}
