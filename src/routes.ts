// Every page the prerender writes, derived from the content collections.
import { deliveryOf, messageSentPath } from '../collections/paths.ts';
import { services, site } from './content.ts';

export const notFoundRoute = '/404';

export function prerenderRoutes(): string[] {
  // The page Netlify shows after a post without JavaScript exists only when Netlify delivers the form.
  const sent = deliveryOf(site.contact.form?.delivery).kind === 'netlify' ? [messageSentPath] : [];
  return ['/', ...services.map((service) => service.path), ...sent];
}
