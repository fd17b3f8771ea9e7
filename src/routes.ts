// Every page the prerender writes, derived from the content collections.
import { hasMessageSentPage, messageSentPath } from '../collections/paths.ts';
import { services, site } from './content.ts';

export const notFoundRoute = '/404';

export function prerenderRoutes(): string[] {
  const sent = hasMessageSentPage(site) ? [messageSentPath] : [];
  return ['/', ...services.map((service) => service.path), ...sent];
}
