// The site's security policy, written once for _headers (Netlify, Cloudflare Pages), the CSP <meta> tag
// of every page (GitHub Pages) and `npm start`.

import { adminPolicy } from '../cms/config.ts';
import { deliveryOf } from '../collections/paths.ts';
import type { SiteContent } from '../collections/schema.ts';

export type Directives = Readonly<Record<string, readonly string[]>>;

export const contentSecurityPolicy: Directives = {
  'default-src': ["'self'"],
  // JSON-LD is data (type="application/ld+json"), not script.
  'script-src': ["'self'"],
  // Emotion inserts <style> tags at run time and every page ships its critical CSS inline.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  // The footer map (src/components/MapEmbed.tsx), loaded only when the visitor asks for it.
  'frame-src': ['https://www.openstreetmap.org'],
  // The contact form hands the message to the visitor's mail program (the default delivery; see policyOf).
  'form-action': ["'self'", 'mailto:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface PolicyOverride {
  // A site path ending in "/" (without the deploy's base path): the override covers everything below it.
  path: string;
  // Directives that replace the site's own for these pages; the rest stay as they are.
  directives?: Partial<Record<string, readonly string[]>>;
  headers?: Partial<Record<string, string>>;
}

// Parts of the site that need a policy of their own; headers, meta tags and `npm start` all pick them up.
export const overrides: readonly PolicyOverride[] = [adminPolicy];

export interface Policy {
  directives: Directives;
  overrides: readonly PolicyOverride[];
}

export const defaultPolicy: Policy = { directives: contentSecurityPolicy, overrides };

// The policy of a site with this content: a form service's origin is the one the form connects and
// posts to; Netlify's forms post to the site itself; only the e-mail program needs mailto:.
export function policyOf(site: Pick<SiteContent, 'contact'>, list = overrides): Policy {
  const delivery = deliveryOf(site);
  const service = delivery.kind === 'service' ? [new URL(delivery.url).origin] : [];
  const directives = {
    ...contentSecurityPolicy,
    'connect-src': ["'self'", ...service],
    'form-action': ["'self'", ...(delivery.kind === 'mailto' ? ['mailto:'] : service)],
  };
  return { directives, overrides: list };
}

// Browsers ignore these in a <meta> tag (and warn about frame-ancestors there).
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function overrideFor(pathname: string, policy: Policy = defaultPolicy) {
  return policy.overrides
    .filter(({ path }) => pathname.startsWith(path) || `${pathname}/` === path)
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export function policyFor(pathname: string, policy: Policy = defaultPolicy): Directives {
  return { ...policy.directives, ...overrideFor(pathname, policy)?.directives } as Directives;
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function cspHeaderFor(pathname: string, policy: Policy = defaultPolicy): string {
  return serializePolicy(policyFor(pathname, policy));
}

export function cspMetaFor(pathname: string, policy: Policy = defaultPolicy): string {
  const directives = Object.entries(policyFor(pathname, policy)).filter(
    ([name]) => !headerOnlyDirectives.has(name),
  );
  return serializePolicy(Object.fromEntries(directives));
}

// `pathname` is a site path, without the base.
export function headersFor(pathname: string, policy: Policy = defaultPolicy): Record<string, string> {
  const headers = { ...securityHeaders, ...overrideFor(pathname, policy)?.headers } as Record<string, string>;
  return { 'Content-Security-Policy': cspHeaderFor(pathname, policy), ...headers };
}

// Netlify lets the later rule win; Cloudflare needs "! Header" to drop the earlier one, which Netlify skips.
export function headersFile(base: string, policy: Policy = defaultPolicy): string {
  const rule = (pattern: string, headers: Record<string, string>, detach: string[] = []) =>
    [
      pattern,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  const siteWide = headersFor('/', policy);
  const rules = [
    '# Generated by builder/policy.ts: edit the policy there, not here.',
    rule(`${base}*`, siteWide),
    rule(`${base}assets/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...policy.overrides.map((override) => {
      const headers = headersFor(override.path, policy);
      const changed = Object.fromEntries(
        Object.entries(headers).filter(([name, value]) => siteWide[name] !== value),
      );
      return rule(`${base}${override.path.slice(1)}*`, changed, Object.keys(changed));
    }),
  ];
  return `${rules.join('\n\n')}\n`;
}

// How Netlify reads _headers: every rule whose path matches applies, a later value replaces an earlier
// one; Cloudflare's "! Name" lines (which Netlify skips) detach the earlier value first.
export function headersFromFile(file: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) applies = new RegExp(`^${line.replace(/\*/g, '.*')}$`).test(pathname);
    const header = /^\s+([\w-]+): (.*)$/.exec(line);
    if (applies && header) headers[header[1]] = header[2];
  }
  return headers;
}
