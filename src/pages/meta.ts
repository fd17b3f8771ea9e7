// What each page puts in <head>: computed once from content, used by the prerender and the client.
import { findService, home, site } from '../content';

export interface PageMeta {
  title: string;
  description: string;
}

export function homeMeta(): PageMeta {
  return { title: `${site.name} · ${home.title}`, description: home.description };
}

export function serviceMeta(slug: string | undefined): PageMeta {
  const service = findService(slug);
  if (!service)
    return {
      title: `${site.serviceNotFound.title} · ${site.name}`,
      description: site.serviceNotFound.description,
    };
  return { title: `${service.title} · ${site.name}`, description: service.description };
}

export function notFoundMeta(): PageMeta {
  return { title: `${site.notFound.title} · ${site.name}`, description: site.description };
}

export function metaFor(pathname: string): PageMeta {
  if (pathname === '/') return homeMeta();
  const service = /^\/services\/([^/]+)\/?$/.exec(pathname);
  if (service) return serviceMeta(service[1]);
  return notFoundMeta();
}
