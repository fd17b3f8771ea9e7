// Where things are, named once for the app and the build.
import type { HomeContent, SiteContent } from './schema.ts';

// Written as services/<slug>/index.html, which every static host serves at this one canonical address.
export const servicePath = (slug: string) => `/services/${slug}/`;

// The same route, however its address ends: /services/x and /services/x/ are one page.
export const sameRoute = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

// The page a visitor lands on after posting the contact form without JavaScript (Netlify delivery only).
export const messageSentPath = '/message-sent/';

// Where the contact form sends (contact.form.delivery in site.yaml): the visitor's e-mail program
// (mailto, the default), Netlify Forms (netlify), or a form service at its https:// address.
export const deliveryPattern = /^(mailto|netlify|https:\/\/[^\s/$.?#][^\s]*)$/;
export type Delivery = { kind: 'mailto' } | { kind: 'netlify' } | { kind: 'service'; url: string };
export function deliveryOf(site: Pick<SiteContent, 'contact'>): Delivery {
  const setting = site.contact.form?.delivery;
  if (setting === undefined || setting === 'mailto') return { kind: 'mailto' };
  return setting === 'netlify' ? { kind: 'netlify' } : { kind: 'service', url: setting };
}

// The thank-you page a post without JavaScript lands on exists only when Netlify delivers.
export const hasMessageSentPage = (site: Pick<SiteContent, 'contact'>) => deliveryOf(site).kind === 'netlify';

export const textsFolder = 'texts';
export const textFile = (slug: string) => `${textsFolder}/${slug}.js`;

// The landing page's sections, by the key of their texts in home.yaml: the id their #anchor uses.
export const sectionIds = {
  hero: 'home',
  services: 'services',
  whyChooseUs: 'why-choose-us',
  about: 'about',
  blog: 'blog',
  contact: 'contact',
} as const satisfies Partial<Record<keyof HomeContent, string>>;

export type SectionKey = keyof typeof sectionIds;

export const sectionLink = (key: SectionKey) => `/#${sectionIds[key]}`;

// Content names a picture by its path inside content/, such as images/blog/my-post.png.
export const imagesFolder = 'images';
const endings = '(png|jpe?g|webp|avif)';
export const pictureFile = new RegExp(`\\.${endings}$`, 'i');
export const picturePath = new RegExp(`^${imagesFolder}/[a-z0-9/_-]+\\.${endings}$`);
// Anything written like a picture's path, right or wrong, so a missing picture is named.
export const pictureLike = new RegExp(`^${imagesFolder}/\\S+\\.${endings}$`, 'i');
