// The order the site lists content in, for the app and the CMS preview alike.
import type { BlogPost, Service } from '../../collections/schema.ts';

export const byOrder = (a: Service, b: Service) => a.order - b.order;

// YYYY-MM-DD sorts as plain strings; localeCompare would load collation data while the app starts.
export const newestFirst = (a: BlogPost, b: BlogPost) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
