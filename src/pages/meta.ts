// What each page puts in <head>: computed once from content, used by the prerender and the client.
import { messageSentPath } from '../../collections/paths.ts';
import { findService, home, site } from '../content.ts';

export interface PageMeta {
  title: string;
  description: string;
  heading: string; // the page's own name, without the agency's: the headline of its social card
  path?: string; // the path search engines should know; absent for pages not to be indexed
  service?: string; // for the page's structured data
  draft?: boolean;
}

export function homeMeta(): PageMeta {
  return {
    title: `${site.name} · ${home.title}`,
    description: home.description,
    heading: site.tagline,
    path: '/',
  };
}

export function serviceMeta(slug: string | undefined): PageMeta {
  const service = findService(slug);
  if (!service)
    return {
      title: `${site.serviceNotFound.title} · ${site.name}`,
      description: site.serviceNotFound.description,
      heading: site.serviceNotFound.title,
    };
  return {
    title: `${service.title} · ${site.name}`,
    description: service.description,
    heading: service.title,
    path: service.path,
    service: service.slug,
    draft: service.draft,
  };
}

export function notFoundMeta(): PageMeta {
  return {
    title: `${site.notFound.title} · ${site.name}`,
    description: site.description,
    heading: site.notFound.message,
  };
}

// No path: a page reached only by sending the form stays out of search engines and the sitemap.
export function messageSentMeta(): PageMeta {
  const { heading, text } = home.contact.form.thanks;
  return { title: `${heading} · ${site.name}`, description: text, heading };
}

export function metaFor(pathname: string): PageMeta {
  if (pathname === '/') return homeMeta();
  if (pathname === messageSentPath) return messageSentMeta();
  const service = /^\/services\/([^/]+)\/?$/.exec(pathname);
  if (service) return serviceMeta(service[1]);
  return notFoundMeta();
}
