// The security policy module: what it allows, how a path such as /admin/ gets its own policy, and
// that the _headers file, the meta tag and `npm start` say the same thing.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspHeaderFor,
  cspMetaFor,
  headersFile,
  headersFor,
  policyFor,
  securityHeaders,
  type PolicyOverride,
} from '../../scripts/security/policy';
import { createStaticServer, listen } from '../../scripts/serve';
import { checkContent } from '../../scripts/content/check';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const servicePaths = checkContent(root, { drafts: false }).content.services.map(
  (service) => `/services/${service.slug}`,
);
const admin: PolicyOverride[] = [
  {
    path: '/admin/',
    directives: { 'script-src': ["'self'", 'https://unpkg.com'] },
    headers: { 'X-Frame-Options': 'SAMEORIGIN' },
  },
];

// How Netlify reads _headers: every rule whose path matches applies, a later value replaces an earlier
// one; Cloudflare's "! Name" lines (which Netlify skips) detach the earlier value first.
function netlifyHeaders(file: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) applies = new RegExp(`^${line.replace(/\*/g, '.*')}$`).test(pathname);
    const header = /^\s+([\w-]+): (.*)$/.exec(line);
    if (applies && header) headers[header[1]] = header[2];
  }
  return headers;
}

describe('the content security policy', () => {
  it('allows scripts from the site only, with no inline or eval escape hatch', () => {
    expect(contentSecurityPolicy['script-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy['default-src']).toEqual(["'self'"]);
    expect(cspHeaderFor('/')).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('frames only the map provider, forbids being framed, and lets the form reach the mail program', () => {
    expect(contentSecurityPolicy['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(contentSecurityPolicy['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityPolicy['form-action']).toContain('mailto:');
    expect(contentSecurityPolicy['base-uri']).toEqual(["'self'"]);
    expect(contentSecurityPolicy['object-src']).toEqual(["'none'"]);
  });

  it('leaves out of the meta tag what browsers only honour in a header', () => {
    expect(cspHeaderFor('/')).toContain("frame-ancestors 'none'");
    expect(cspMetaFor('/')).not.toContain('frame-ancestors');
    expect(cspMetaFor('/')).toBe(cspHeaderFor('/').replace("; frame-ancestors 'none'", ''));
  });

  it('sends nosniff, a referrer policy, a permissions policy and HSTS with every page', () => {
    expect(headersFor('/')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': expect.any(String),
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}/),
    });
  });
});

describe('a per-path override', () => {
  it('relaxes the policy below its path and nowhere else', () => {
    expect(policyFor('/admin/', admin)['script-src']).toEqual(["'self'", 'https://unpkg.com']);
    expect(policyFor('/admin/config.yml', admin)['script-src']).toContain('https://unpkg.com');
    expect(policyFor('/admin', admin)['script-src']).toContain('https://unpkg.com');
    expect(policyFor('/administration', admin)['script-src']).toEqual(["'self'"]);
    expect(policyFor('/', admin)['script-src']).toEqual(["'self'"]);
    expect(policyFor('/admin/', admin)['object-src']).toEqual(["'none'"]);
    expect(cspMetaFor('/admin/', admin)).toContain('https://unpkg.com');
  });

  it('reaches the _headers file as a later rule that replaces the site-wide values', () => {
    const file = headersFile('/', admin);
    expect(file).toContain('/admin/*\n  ! Content-Security-Policy\n  ! X-Frame-Options\n');
    expect(netlifyHeaders(file, '/admin/index.html')).toMatchObject({
      'Content-Security-Policy': cspHeaderFor('/admin/', admin),
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(netlifyHeaders(file, '/services/any-service')['Content-Security-Policy']).toBe(cspHeaderFor('/'));
  });
});

describe('npm start', () => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    server = createStaticServer({ dist, base: '/', policyOverrides: admin });
    origin = await listen(server, 0);
  });
  afterAll(() => void server.close());

  it('serves every page and the 404 page with the headers of the _headers file', async () => {
    const file = fs.readFileSync(path.join(dist, '_headers'), 'utf8');
    for (const pathname of ['/', ...servicePaths, '/no-such-page']) {
      const response = await fetch(`${origin}${pathname}`);
      for (const [name, value] of Object.entries(netlifyHeaders(file, pathname)).filter(
        ([name]) => name !== 'Cache-Control',
      ))
        expect(response.headers.get(name), `${name} of ${pathname}`).toBe(value);
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers.get(name)).toBe(value);
    }
  });

  it('applies an override to the pages below its path', async () => {
    const response = await fetch(`${origin}/admin/`);
    expect(response.headers.get('Content-Security-Policy')).toBe(cspHeaderFor('/admin/', admin));
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('does not serve the _headers file itself', async () => {
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });
});

describe('the source', () => {
  it('injects no raw HTML anywhere in the app', () => {
    const files = fs
      .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mdx)$/.test(file));
    const raw = files.filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(
        fs.readFileSync(path.join(root, 'src', file), 'utf8'),
      ),
    );
    expect(raw).toEqual([]);
  });
});
