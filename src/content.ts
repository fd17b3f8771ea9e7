// The content the app renders, gathered by the content plugin: adding a file adds a card and a page.
import homeData from '../content/home.yaml';
import siteData from '../content/site.yaml';
import postList from 'virtual:content/blog';
import serviceList from 'virtual:content/services';
import { byOrder, newestFirst } from './lib/order.ts';
import type { BlogPost, Home, Service, SiteContent } from '../collections/schema.ts';

export const services: Service[] = [...serviceList].sort(byOrder);

export const posts: BlogPost[] = [...postList].sort(newestFirst);

export const site = siteData as SiteContent;
export const home = homeData as Home;

export function findService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}
