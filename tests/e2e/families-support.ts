/** The text of the page's h1 in server HTML (no JavaScript). */
export function h1Of(html: string) {
  return html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '').trim();
}
