import { Mwaa2025Page, mwaa2025Metadata } from '@/components/pages/mwaa2025-page';

export const metadata = mwaa2025Metadata('es');

export default function Page() {
  return <Mwaa2025Page locale="es" />;
}
