import { Icon } from '@/components/ui/icon';
import { CopyLinkButtonIsland } from './copy-link-button-island';

/** The post's "Copy Link" button: a small island, with its check mark rendered here on the server. */
export function CopyLinkButton() {
  return <CopyLinkButtonIsland copiedIcon={<Icon name="check" />} />;
}
