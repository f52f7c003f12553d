import { AboutPage, aboutMetadata } from '@/components/pages/about-page';

export const metadata = aboutMetadata('es');

export default function Page() {
  return <AboutPage locale="es" />;
}
