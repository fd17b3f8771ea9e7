// The <head> tags of a prerendered page, written as strings so no markup reaches React as raw HTML.
import type { PageMeta } from '../../src/pages/meta.ts';
import { cardSize } from './social-card.ts';
import { serializeJsonLd } from './structured-data.ts';
import { escapeHtml } from '../pages.ts';

export interface HeadInput {
  meta: PageMeta;
  siteName: string;
  // The production URL of the page; absent for pages that are not to be indexed.
  canonical?: string;
  image: string;
  // "@handle" of the agency on X, if it has one.
  twitterSite?: string;
  noindex: boolean;
  structuredData: unknown[];
}

export function headTags(head: HeadInput): string[] {
  const { meta, canonical, image, twitterSite, structuredData } = head;
  const metaTag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    ...(head.noindex ? [metaTag('name', 'robots', 'noindex')] : []),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', head.siteName),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    ...(canonical ? [metaTag('property', 'og:url', canonical)] : []),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:type', 'image/png'),
    metaTag('property', 'og:image:width', String(cardSize.width)),
    metaTag('property', 'og:image:height', String(cardSize.height)),
    metaTag('property', 'og:image:alt', meta.heading),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    ...(twitterSite ? [metaTag('name', 'twitter:site', twitterSite)] : []),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', meta.heading),
    ...structuredData.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ];
}

export function twitterHandle(links: { href: string }[]): string | undefined {
  for (const { href } of links) {
    const url = new URL(href);
    const handle = url.pathname.split('/')[1];
    if (/^(www\.)?(x|twitter)\.com$/.test(url.hostname) && handle) return `@${handle}`;
  }
  return undefined;
}
