import { handheldMetadata } from '@/components/hardware/device-metadata';
import { HandheldList } from '@/components/hardware/handheld-list';
import { PageFrame } from '@/components/layout/page-frame';

// ?device=<name> is rewritten by proxy.ts onto ./[device], which marks that device selected.
export const metadata = handheldMetadata();

function HandheldPage() {
  return <HandheldList />;
}

export default function Page() {
  return (
    <PageFrame path="/hardware/handheld">
      <HandheldPage />
    </PageFrame>
  );
}
