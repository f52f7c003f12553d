import { handheldMetadata } from '@/components/hardware/device-metadata';
import { HandheldList } from '@/components/hardware/handheld-list';

// ?device=<name> is rewritten by proxy.ts onto ./[device], which marks that device selected.
export const metadata = handheldMetadata();

export default function HandheldPage() {
  return <HandheldList />;
}
