import { site } from '@/content/site';
import { headerLinks, menus } from '@/content/navigation';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/layout/logo';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { MobileNav } from '@/components/layout/mobile-nav';

/** The header on every page; only the menus are client components. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-6">
          <a href="/" aria-label={`${site.name} home`} className="rounded-control">
            <Logo />
          </a>
          <DesktopNav menus={menus} links={headerLinks} />
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost" size="sm">
            <a href={site.external.signIn}>Sign In</a>
          </Button>
          <Button asChild size="sm">
            <a href="/contact">Contact Sales</a>
          </Button>
        </div>
        <MobileNav menus={menus} links={headerLinks} signInUrl={site.external.signIn} />
      </Container>
    </header>
  );
}
