// The demo button lives with the other lead-form launchers; this path stays for the pages
// that import it from here.
export { DemoButton } from '@/components/forms/lead-dialog';
