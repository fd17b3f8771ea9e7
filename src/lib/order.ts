// The order the site lists content in, for the app and the CMS preview alike.
import type { BlogPost, Service } from '../../collections/schema.ts';

export const byOrder = (a: Service, b: Service) => a.order - b.order;

// Dates are written YYYY-MM-DD, so they sort as plain strings; localeCompare would load the
// browser's collation data while the app starts (measured: 90 ms of a 4x-throttled main thread).
export const newestFirst = (a: BlogPost, b: BlogPost) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
