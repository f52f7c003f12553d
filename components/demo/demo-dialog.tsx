// The demo button lives with the other lead-form launchers; this path stays for the pages
// that import it from here. A server component: `<DemoButton locale="es" />` on a Spanish page.
export { DemoButton } from '@/components/forms/localized/dialog-buttons';
