import { NotificationsPage, notificationsMetadata } from '@/components/customers/notifications-page';

export const metadata = notificationsMetadata('en');

export default function Page() {
  return <NotificationsPage locale="en" />;
}
