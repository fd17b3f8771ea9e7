// The security policy module: what it allows, how a path such as /admin/ gets its own policy, and
// that the _headers file and the meta tag say the same thing (`npm start`: tests/built/serve.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspHeaderFor,
  cspMetaFor,
  headersFile,
  headersFor,
  headersFromFile,
  policyFor,
  policyOf,
  type Policy,
} from '../../builder/policy.ts';

const root = path.resolve(import.meta.dirname, '../..');
const admin: Policy = {
  directives: contentSecurityPolicy,
  overrides: [
    {
      path: '/admin/',
      directives: { 'script-src': ["'self'", 'https://unpkg.com'] },
      headers: { 'X-Frame-Options': 'SAMEORIGIN' },
    },
  ],
};
const delivering = (delivery?: string) =>
  policyOf({ contact: { form: { delivery } } } as Parameters<typeof policyOf>[0]);

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

  it("lets the contact form reach the e-mail program, Netlify on the site itself, or the form service's origin and no other", () => {
    for (const delivery of [undefined, 'mailto'])
      expect(policyFor('/', delivering(delivery))).toEqual(contentSecurityPolicy);
    expect(policyFor('/', delivering('netlify'))).toMatchObject({
      'connect-src': ["'self'"],
      'form-action': ["'self'"],
    });
    const service = policyFor('/', delivering('https://forms.example/f/abc?x=1'));
    expect(service).toMatchObject({
      'connect-src': ["'self'", 'https://forms.example'],
      'form-action': ["'self'", 'https://forms.example'],
    });
    expect({ ...service, 'connect-src': [], 'form-action': [] }).toEqual({
      ...contentSecurityPolicy,
      'connect-src': [],
      'form-action': [],
    });
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
    expect(headersFromFile(file, '/admin/index.html')).toMatchObject({
      'Content-Security-Policy': cspHeaderFor('/admin/', admin),
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFromFile(file, '/services/any-service')['Content-Security-Policy']).toBe(cspHeaderFor('/'));
  });
});

describe('the source', () => {
  it('injects no raw HTML anywhere in the app', () => {
    const files = fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });
    const source = (file: string) => fs.readFileSync(path.join(root, 'src', file), 'utf8');
    const injects = /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/;
    const raw = files.filter((file) => /\.(tsx?|mdx)$/.test(file) && injects.test(source(file)));
    expect(raw).toEqual([]);
  });
});
