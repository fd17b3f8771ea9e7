// Stands in for src/content.ts in the CMS (builder/cms.ts), filled in place with what the editor types.
import { byOrder, newestFirst } from '../../src/lib/order.ts';
import type { BlogPost, Home, Service, SiteContent } from '../../collections/schema.ts';

export const site = {} as SiteContent;
export const home = {} as Home;
export const services: Service[] = [];
export const posts: BlogPost[] = [];

export function findService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export interface PreviewContent {
  site: SiteContent;
  home: Home;
  services: Service[];
  posts: BlogPost[];
}

export function showContent(next: PreviewContent): void {
  replaceObject(site, next.site);
  replaceObject(home, next.home);
  services.splice(0, services.length, ...[...next.services].sort(byOrder));
  posts.splice(0, posts.length, ...[...next.posts].sort(newestFirst));
}

function replaceObject<T extends object>(target: T, source: T): void {
  for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, source);
}
