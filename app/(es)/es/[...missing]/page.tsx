import { notFound } from 'next/navigation';

// Any /es path without a Spanish page (proxy.ts sends unknown trades, products and devices
// here too): the Spanish 404, inside the Spanish document, with HTTP 404.
export default function MissingSpanishPage() {
  notFound();
}
