// The security policy module: what it allows, and how a path such as /admin/ gets its own policy. Each
// delivery's policy, the <meta> copy: tests/built/contact-forms.test.ts; served: tests/built/serve.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPolicy } from '../../cms/config.ts';
import {
  contentSecurityPolicy,
  cspHeaderFor,
  cspMetaFor,
  headersFile,
  headersFor,
  headersFromFile,
  policyFor,
} from '../../builder/policy.ts';
import { repoRoot as root } from '../content/site-copy.ts';

describe('the content security policy', () => {
  it('allows scripts from the site only, frames only the map, forbids being framed, and lets the form reach the mail program', () => {
    expect(contentSecurityPolicy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'frame-src': ['https://www.openstreetmap.org'],
      'frame-ancestors': ["'none'"],
      'form-action': expect.arrayContaining(['mailto:']),
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    });
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

describe("the CMS's override", () => {
  const relaxed = adminPolicy.directives['script-src'];
  it('relaxes the policy below its path and nowhere else', () => {
    expect(relaxed).not.toEqual(contentSecurityPolicy['script-src']);
    for (const address of ['/admin/', '/admin/config.yml', '/admin'])
      expect(policyFor(address)['script-src'], address).toEqual(relaxed);
    expect(policyFor('/administration')['script-src']).toEqual(["'self'"]);
    expect(policyFor('/')['script-src']).toEqual(["'self'"]);
    expect(policyFor('/admin/')['object-src']).toEqual(["'none'"]);
    expect(cspMetaFor('/admin/', contentSecurityPolicy)).toContain(relaxed.join(' '));
  });

  it('reaches the _headers file as a later rule that replaces the site-wide values', () => {
    const file = headersFile('/', contentSecurityPolicy);
    expect(file).toContain('/admin/*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n');
    expect(headersFromFile(file, '/admin/index.html')).toMatchObject({
      'Content-Security-Policy': cspHeaderFor('/admin/'),
      'Cross-Origin-Opener-Policy': adminPolicy.headers['Cross-Origin-Opener-Policy'],
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFromFile(file, '/services/any-service')['Content-Security-Policy']).toBe(cspHeaderFor('/'));
  });
});

it('the source injects no raw HTML anywhere in the app', () => {
  const files = fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });
  const source = (file: string) => fs.readFileSync(path.join(root, 'src', file), 'utf8');
  const injects = /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/;
  expect(files.filter((file) => /\.(tsx?|mdx)$/.test(file) && injects.test(source(file)))).toEqual([]);
});
