import Link from 'next/link';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/content/site';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { DemoButton } from '@/components/demo/demo-dialog';
import { JsonLd } from '@/components/json-ld';
import { organizationJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: `${site.name}: POS, Payments and Banking for Food and Drink Businesses`,
  absoluteTitle: true,
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <Container className="py-20">
      <JsonLd data={organizationJsonLd()} />
      <h1 className="max-w-3xl text-display font-bold sm:text-display-lg">
        The point of sale that keeps up with your rush.
      </h1>
      <p className="mt-6 max-w-2xl text-lead text-ink-muted">{site.description}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <DemoButton size="lg">Request Demo</DemoButton>
        <Button asChild size="lg" variant="outline">
          <Link href="/features">See features</Link>
        </Button>
      </div>
      <div className="h-[150vh]" />
    </Container>
  );
}
