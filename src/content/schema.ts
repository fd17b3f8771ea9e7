import { z } from 'zod';
import { iconNames } from './icons.ts';

// The one content contract: every file in content/ is parsed through these schemas.
// Messages are written for editors; "expected" says what a correct value looks like.

const text = (what: string) =>
  z
    .string({ error: `must be text (${what})` })
    .trim()
    .min(1, { error: `is empty; write ${what}` });

const httpsUrl = z
  .string({ error: 'must be a web address starting with https://' })
  .refine((value) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value), {
    error: 'must be a full web address starting with https:// (for example https://medium.com/@you/post)',
  });

const sitePath = z
  .string({ error: 'must be a link inside the site, such as /#contact' })
  .regex(/^\/[^\s]*$/, { error: 'must be a link inside the site that starts with /, such as /#contact' });

const isoDate = z
  .string({ error: 'must be a date written YYYY-MM-DD, such as 2024-06-12' })
  .refine(isCalendarDate, { error: 'must be a real calendar date written YYYY-MM-DD, such as 2024-06-12' });

export const imagePath = z
  .string({ error: 'must be the path of an image in content/images, such as images/team.png' })
  .regex(/^images\/[a-z0-9/_-]+\.(png|jpe?g|webp|avif)$/, {
    error:
      'must be a path such as images/blog/my-post.png (lowercase, inside content/images, .png .jpg .webp or .avif)',
  });

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const serviceSchema = z.strictObject({
  title: text('the service name, such as Web Development'),
  description: text('one sentence that sums up the service'),
  icon: z.enum(iconNames, { error: `must be one of: ${iconNames.join(', ')}` }),
  order: z
    .number({ error: 'must be a whole number (1 for the first card, 2 for the second, …)' })
    .int({ error: 'must be a whole number (1 for the first card, 2 for the second, …)' })
    .positive({ error: 'must be 1 or more' }),
  features: z
    .array(text('a short key feature'), { error: 'must be a list of 6 lines, each starting with "- "' })
    .length(6, { error: 'a service lists exactly 6 key features' }),
  draft: z.boolean({ error: 'must be true or false' }).optional(),
});

export const blogPostSchema = z.strictObject({
  title: text('the post title'),
  excerpt: text('one or two sentences that make people want to read on'),
  category: text('a category such as Web Development'),
  date: isoDate,
  author: text("the author's name"),
  image: imagePath,
  imageAlt: text('a short description of the image for people who cannot see it'),
  link: httpsUrl,
  draft: z.boolean({ error: 'must be true or false' }).optional(),
});

const link = z.strictObject({ label: text('the link text'), href: sitePath });
const externalLink = z.strictObject({ label: text('the link text'), href: httpsUrl });

export const siteSchema = z.strictObject({
  name: text("the agency's name"),
  tagline: text('the tagline shown in the hero'),
  description: text('one or two sentences about the agency, used by search engines'),
  navigation: z.strictObject({
    label: text('a name for the navigation, such as Main'),
    links: z.array(link).min(1),
    cta: link,
  }),
  contact: z.strictObject({
    address: z.strictObject({
      street: text('the street address'),
      city: text('the city'),
      region: text('the state'),
      postalCode: text('the PIN code'),
      country: text('the country'),
    }),
    phone: z
      .string({ error: 'must be a phone number in quotes, such as "+91 98765 43210"' })
      .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'must be a phone number such as +91 98765 43210' }),
    email: z.email({ error: 'must be an e-mail address such as hello@example.com' }),
    hours: text('the working hours'),
    map: z.strictObject({
      title: text('a description of the map'),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      zoom: z.number().int().min(1).max(19),
      button: text('the button text that loads the map'),
      note: text('a note under the button'),
      link: text('the link text to the map website'),
    }),
  }),
  links: z.strictObject({
    chat: httpsUrl,
    medium: httpsUrl,
    social: z.array(externalLink).min(1),
  }),
  footer: z.strictObject({
    about: text('a sentence about the agency'),
    servicesHeading: text('a heading'),
    services: z.array(
      z.strictObject({
        label: text('the service name'),
        service: z.string().optional(),
      }),
    ),
    exploreHeading: text('a heading'),
    explore: z.array(link).min(1),
    contactHeading: text('a heading'),
    copyright: text('the copyright text'),
  }),
  ui: z.strictObject({
    skipLink: text('the text of the skip link'),
    progress: text('a name for the reading progress bar'),
    sectionsNav: text('a name for the floating navigation'),
    socialLinks: text('a name for the list of social links'),
    draftBadge: text('the badge shown on drafts'),
    menu: z.strictObject({
      open: text('the menu button name when closed'),
      close: text('the menu button name when open'),
    }),
  }),
  notFound: z.strictObject({
    title: text('the page title'),
    code: text('the error code'),
    message: text('the message'),
    homeLink: text('the link text'),
  }),
  serviceNotFound: z.strictObject({
    title: text('the page title'),
    message: text('the message'),
    description: text('a sentence of explanation'),
    backLink: text('the link text'),
  }),
  servicePage: z.strictObject({
    backLink: text('the link text'),
    featuresHeading: text('a heading'),
    ctaPrefix: text('the start of the button text'),
  }),
});

const section = {
  eyebrow: text('a short label above the heading'),
  heading: text('the section heading'),
};

export const homeSchema = z.strictObject({
  title: text('the page title for search engines'),
  description: text('the page description for search engines'),
  hero: z.strictObject({
    eyebrow: text('a short label above the tagline'),
    text: text('the hero paragraph'),
    primaryButton: text('the button text'),
    secondaryButton: text('the button text'),
    stats: z.array(z.strictObject({ value: text('a figure'), label: text('what the figure counts') })).max(4),
  }),
  services: z.strictObject({ ...section, text: text('the intro'), cardLink: text('the link text') }),
  whyChooseUs: z.strictObject({ ...section, paragraphs: z.array(text('a paragraph')).min(1) }),
  about: z.strictObject({
    ...section,
    paragraphs: z.array(text('a paragraph')).min(1),
    image: imagePath,
    imageAlt: text('a description of the team image'),
    strengthsHeading: text('a heading'),
    strengths: z
      .array(text('a strength'), { error: 'must be a list of 6 lines, each starting with "- "' })
      .length(6, { error: 'the about section lists exactly 6 strengths' }),
    button: text('the button text'),
  }),
  blog: z.strictObject({
    ...section,
    text: text('the intro'),
    readLink: text('the link text'),
    button: text('the button text'),
  }),
  contact: z.strictObject({
    ...section,
    text: text('the intro'),
    infoHeading: text('a heading'),
    addressLabel: text('a label'),
    phoneLabel: text('a label'),
    emailLabel: text('a label'),
    hoursLabel: text('a label'),
    socialHeading: text('a heading'),
    form: z.strictObject({
      heading: text('a heading'),
      nameLabel: text('a label'),
      emailLabel: text('a label'),
      subjectLabel: text('a label'),
      messageLabel: text('a label'),
      submit: text('the button text'),
      note: text('a note under the form'),
      fallback: text('what to do if the e-mail program does not open'),
    }),
  }),
});

export type ServiceFrontmatter = z.infer<typeof serviceSchema>;
export type BlogPostFrontmatter = z.infer<typeof blogPostSchema>;
export type SiteContent = z.infer<typeof siteSchema>;
export type HomeContent = z.infer<typeof homeSchema>;

// What the browser receives: the frontmatter plus what the build derives from the file.
export type Image = {
  src: string;
  width: number;
  height: number;
  sources?: { type: string; srcset: string }[];
};
export type Service = ServiceFrontmatter & { slug: string; path: string };
export type BlogPost = Omit<BlogPostFrontmatter, 'image'> & { slug: string; image: Image };
export type Home = Omit<HomeContent, 'about'> & {
  about: Omit<HomeContent['about'], 'image'> & { image: Image };
};

export const collections = {
  services: { dir: 'content/services', schema: serviceSchema },
  blog: { dir: 'content/blog', schema: blogPostSchema },
} as const;

export const singletons = {
  site: { file: 'content/site.yaml', schema: siteSchema },
  home: { file: 'content/home.yaml', schema: homeSchema },
} as const;
