// The content the app renders, gathered by Vite's glob imports: adding a file adds a card and a page.
import homeData from '../../content/home.yaml';
import siteData from '../../content/site.yaml';
import { byOrder, newestFirst } from './order';
import type { BlogPost, Home, Service, SiteContent } from './schema';

const serviceModules = import.meta.glob<Service | null>('/content/services/*.mdx', {
  eager: true,
  query: '?meta',
  import: 'default',
});
const postModules = import.meta.glob<BlogPost | null>('/content/blog/*.mdx', {
  eager: true,
  query: '?meta',
  import: 'default',
});

const present = <T>(value: T | null): value is T => value !== null;

export const services: Service[] = Object.values(serviceModules).filter(present).sort(byOrder);

export const posts: BlogPost[] = Object.values(postModules).filter(present).sort(newestFirst);

export const site = siteData as SiteContent;
export const home = homeData as Home;

export function findService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}
