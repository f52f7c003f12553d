import {
  blogImageOrigins,
  contentSecurityPolicy,
  cspDirectives,
  documentCsp,
  securityHeaders,
  toOrigin,
} from '@/lib/security-headers.mjs';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part === name || part.startsWith(`${name} `));

describe('content security policy', () => {
  it('allows only the site itself by default, with no eval', () => {
    const csp = contentSecurityPolicy({});
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds the EmailJS origin to connect-src and the blog image hosts to img-src', () => {
    const csp = contentSecurityPolicy({
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.example/api/v1.0',
      BLOG_IMAGE_HOSTS: 'images.blog.example, https://cdn.blog.example/path, *.storage.example',
    });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.emailjs.example");
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://images.blog.example https://cdn.blog.example https://*.storage.example",
    );
  });

  it('falls back to the blog function origin for images when no hosts are listed', () => {
    expect(blogImageOrigins({ BLOG_FUNCTION_BASE: 'http://127.0.0.1:4017/functions/v1' })).toEqual([
      'http://127.0.0.1:4017',
    ]);
    expect(blogImageOrigins({})).toEqual([]);
    expect(toOrigin('not a url at all')).toBeNull();
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(cspDirectives({ SITE_URL: 'https://ladle.example' })).toHaveProperty('upgrade-insecure-requests');
    expect(cspDirectives({ SITE_URL: 'http://localhost:3000' })).not.toHaveProperty('upgrade-insecure-requests');
  });

  it("lets only the development server evaluate code", () => {
    expect(directive(contentSecurityPolicy({}, { dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('security headers', () => {
  it('sends HSTS, nosniff, a strict referrer policy, a permissions policy and frame denial', () => {
    const headers = Object.fromEntries(securityHeaders({}).map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('clipboard-write=(self)');
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
  });
});

describe("a document's policy", () => {
  const policy = contentSecurityPolicy({});
  it('allows exactly the listed hashes, and strict-dynamic only when asked', () => {
    const csp = documentCsp(policy, { hashes: ["'sha256-abc='", "'sha256-def='"], strictDynamic: true });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def=' 'strict-dynamic'");
    expect(directive(documentCsp(policy, { hashes: [], strictDynamic: false }), 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe(directive(policy, 'style-src'));
  });
  it("drops 'unsafe-inline' and an earlier document's hashes", () => {
    const dev = contentSecurityPolicy({}, { dev: true });
    const first = documentCsp(dev, { hashes: ["'sha256-old='"], strictDynamic: false });
    const csp = documentCsp(first, { hashes: ["'sha256-new='"], strictDynamic: false });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-eval' 'sha256-new='");
  });
});
