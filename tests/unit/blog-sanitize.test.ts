import { htmlToText, sanitizePostHtml } from '@/lib/blog/sanitize';
import { xssVectors } from './fixtures/xss-vectors';

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Every attribute of every element in the sanitized output, parsed by a real HTML parser. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*'));
}

describe('sanitizePostHtml', () => {
  it('has a corpus of at least 50 vectors', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(50);
  });

  it.each(xssVectors.map((vector, index) => [index, vector]))('neutralises vector %i: %s', (_, vector) => {
    const output = sanitizePostHtml(vector);
    const elements = parse(output);
    const allowedTags = new Set(['P', 'A', 'IMG', 'UL', 'LI', 'TABLE', 'TBODY', 'TR', 'TD', 'H2', 'BLOCKQUOTE', 'CODE', 'BR', 'STRONG', 'EM']);
    for (const element of elements) {
      expect(allowedTags).toContain(element.tagName);
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(['style', 'srcset', 'srcdoc', 'formaction', 'background', 'id', 'name', 'xlink:href', 'cite']).not.toContain(attribute.name);
        if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value).toMatch(SAFE_URL);
      }
      if (element.tagName === 'IMG') expect(element.getAttribute('src')).toMatch(/^https?:\/\//);
      if (element.tagName === 'A' && element.getAttribute('target')) expect(element.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(output).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|base|meta|link)/i);
    expect(output.toLowerCase()).not.toMatch(/javascript:|vbscript:|data:/);
  });

  it('keeps the allowed structure of a real post', () => {
    const html = sanitizePostHtml(
      '<h1>Big</h1><h2>Sub</h2><p>Text <strong>bold</strong> <a href="/blogs">internal</a> <a href="mailto:hi@example.com">mail</a></p>' +
        '<ul><li>one</li></ul><ol start="3"><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
        '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    );
    expect(html).toBe(
      '<h2>Big</h2><h2>Sub</h2><p>Text <strong>bold</strong> <a href="/blogs">internal</a> <a href="mailto:hi@example.com">mail</a></p>' +
        '<ul><li>one</li></ul><ol start="3"><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
        '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });

  it('opens external links in a new tab without an opener, and lazy-loads images', () => {
    const [link, image] = parse(
      sanitizePostHtml('<a href="https://example.com" target="_self" rel="opener">x</a><img src="https://example.com/a.png" alt="A">'),
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('A');
  });

  it('drops images without an http or https source', () => {
    expect(sanitizePostHtml('<img src="/local.png"><img src="ftp://x/a.png"><img>')).toBe('');
  });
});

describe('htmlToText', () => {
  it('strips markup, decodes entities and separates blocks', () => {
    expect(htmlToText('<h2>Title</h2><p>Fish &amp; chips<br>daily</p><script>alert(1)</script>')).toBe('Title Fish & chips daily');
  });
});
