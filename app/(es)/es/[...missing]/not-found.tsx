import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';

export const metadata = notFoundMetadata('es');

export default function SpanishNotFound() {
  return <NotFoundPage locale="es" />;
}
