import { NotificationsPage, notificationsMetadata } from '@/components/customers/notifications-page';

export const metadata = notificationsMetadata('es');

export default function Page() {
  return <NotificationsPage locale="es" />;
}
