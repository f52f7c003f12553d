import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { blogPaths } from '@/content/paths';

/** A blog state with nothing to show (not found, failed to load): its text and the way back. */
export function BlogMessage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-title font-bold text-balance sm:text-display">{title}</h1>
      {children ? <p className="mt-4 max-w-md text-lead text-ink-muted">{children}</p> : null}
      <Button asChild size="lg" className="mt-8">
        <a href={blogPaths.index}>Back to Blogs</a>
      </Button>
    </Container>
  );
}
