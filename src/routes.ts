// Every page the prerender writes, derived from the content collections.
import { services } from './content.ts';

export const notFoundRoute = '/404';

export function prerenderRoutes(): string[] {
  return ['/', ...services.map((service) => service.path)];
}
