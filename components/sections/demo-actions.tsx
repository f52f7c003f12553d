import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';

export type DemoActionsProps = {
  /** Which page or section the demo request comes from. */
  source?: string;
  demoLabel?: string;
  /** One plain link beside the demo button, e.g. Contact Sales. */
  secondary?: { label: string; href: string };
};

/** The default actions of a hero or closing band: the demo dialog and, optionally, one link. */
export function DemoActions({ source, demoLabel = 'Request Demo', secondary, inverse = false }: DemoActionsProps & { inverse?: boolean }) {
  return (
    <>
      <DemoButton size="lg" variant={inverse ? 'inverse' : undefined} source={source}>
        {demoLabel}
      </DemoButton>
      {secondary ? (
        <Button asChild size="lg" variant={inverse ? 'inverse-outline' : 'outline'}>
          <a href={secondary.href}>{secondary.label}</a>
        </Button>
      ) : null}
    </>
  );
}
