/**
 * Words the shared section components say themselves (buttons, captions, screen-reader
 * labels and announcements), one value per language. Server components read these
 * directly; client components (ValueCarousel, DashboardVideo) get their language's object
 * as a prop from the server parent, so no client bundle carries both languages.
 * `{n}`, `{total}` and `{title}` mark where a number or a name goes.
 */
import type { Localized } from '@/lib/i18n/localize';

export type CarouselLabels = {
  /** What a screen reader calls the carousel and each slide (aria-roledescription). */
  carousel: string;
  slideRole: string;
  /** The Previous button's accessible name. */
  previous: string;
  /** The Next button's accessible name. */
  next: string;
  /** Each slide's accessible name, e.g. "2 of 5". */
  slide: string;
  /** The eyebrow above each slide's title, e.g. "Value 2 of 5". */
  position: string;
  /** What the live region says after a move, e.g. "Slide 2 of 5: Owners first". */
  announcement: string;
};

export type VideoLabels = {
  play: string;
  pause: string;
  /** The note beside the button. */
  note: string;
};

export type SectionCopy = {
  /** The default label of the demo button in heroes and closing bands. */
  requestDemo: string;
  /** The shorter demo label some pages use instead. */
  getStarted: string;
  /** CaseStudyCard's heading above the list of changes. */
  whatChanged: string;
  /** NumberedSteps' screen-reader prefix, e.g. "Step 2: ". */
  step: string;
  /** ExternalLink's screen-reader note. */
  opensInNewTab: string;
  carousel: CarouselLabels;
  video: VideoLabels;
};

export const sectionCopy: Localized<SectionCopy> = {
  en: {
    requestDemo: 'Request Demo',
    getStarted: 'Get Started',
    whatChanged: 'What changed',
    step: 'Step {n}: ',
    opensInNewTab: ' (opens in a new tab)',
    carousel: {
      carousel: 'carousel',
      slideRole: 'slide',
      previous: 'Previous value',
      next: 'Next value',
      slide: '{n} of {total}',
      position: 'Value {n} of {total}',
      announcement: 'Slide {n} of {total}: {title}',
    },
    video: {
      play: 'Play dashboard video',
      pause: 'Pause dashboard video',
      note: 'Sample coffee shop, 8-second loop',
    },
  },
  es: {
    requestDemo: 'Solicitar demostración',
    getStarted: 'Empezar ahora',
    whatChanged: 'Qué cambió',
    step: 'Paso {n}: ',
    opensInNewTab: ' (se abre en una pestaña nueva)',
    carousel: {
      carousel: 'carrusel',
      slideRole: 'diapositiva',
      previous: 'Valor anterior',
      next: 'Valor siguiente',
      slide: '{n} de {total}',
      position: 'Valor {n} de {total}',
      announcement: 'Diapositiva {n} de {total}: {title}',
    },
    video: {
      play: 'Reproducir video del panel',
      pause: 'Pausar video del panel',
      note: 'Cafetería de ejemplo, video de 8 segundos',
    },
  },
};

