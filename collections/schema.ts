import { z } from 'zod';
import { monthNames } from './dates.ts';
import { iconNames } from './icons.ts';
import { deliveryPattern, picturePath } from './paths.ts';

// The one content contract. Errors say what is expected, then (after "; ") what to do; the descriptions
// say what to write and become the field tables in content/README.md.

const text = (what: string) =>
  z
    .string({ error: `must be text (${what})` })
    .trim()
    .min(1, { error: `is empty; write ${what}` })
    .describe(what);

const list = <T extends z.ZodType>(item: T, what: string, size: { min?: number; max?: number } = {}) => {
  let schema = z.array(item, { error: `must be a list of ${what}, one per line starting with "- "` });
  if (size.min) schema = schema.min(size.min, { error: `needs at least ${size.min} ${what}` });
  if (size.max) schema = schema.max(size.max, { error: `can hold at most ${size.max} ${what}` });
  return schema.describe(what);
};

const whole = (what: string) =>
  z
    .number({ error: `must be a whole number (${what}); write just the digits, without quotes` })
    .int({ error: `must be a whole number (${what})` });

// A field with fields of its own, indented under its name.
const group = <T extends z.core.$ZodLooseShape>(what: string, shape: T) =>
  z.strictObject(shape).describe(what);

const httpsUrl = (what: string) =>
  z
    .string({ error: `must be a web address starting with https:// (${what})` })
    .refine((value) => !httpsProblem(value), { error: (issue) => httpsProblem(String(issue.input)) })
    .describe(`${what}; a full web address starting with https://`);

export function httpsProblem(value: string): string | undefined {
  if (/^http:\/\//i.test(value))
    return 'but links must use the secure https://; change "http://" at the start to "https://"';
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value))
    return `but a link must be a full web address; add "https://" in front, such as https://${value.replace(/^\/+/, '')}`;
  if (!/^https:\/\//i.test(value))
    return 'but links must be web addresses starting with https://; copy the address from the browser';
  if (!/^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) || !URL.canParse(value))
    return 'which is not a valid web address (spaces are not allowed); copy it again from the browser';
  return undefined;
}

export const missingSlash =
  'but a link inside the site starts with /, such as /#contact; add the "/" in front';

const sitePath = z
  .string({ error: 'must be a link inside the site, such as /#contact' })
  .regex(/^\/[^\s]*$/, {
    // A full web address gains nothing from a "/" in front: these links cannot leave the site.
    error: (issue) =>
      /^([a-z][a-z0-9+.-]*:|www\.)/i.test(String(issue.input))
        ? 'but these links point inside the site only, such as /#contact; write the part of this site it should open, starting with /, or remove the link'
        : missingSlash,
  })
  .describe('a link inside the site, starting with /, such as /#contact');

export function dateProblem(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match)
    return 'but dates are written YYYY-MM-DD; write four digits for the year and two each for the month and day, such as 2024-06-12';
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12)
    return `which has month ${month}, but months go from 01 to 12; correct the month`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days)
    return `which is not a real date: ${monthNames[month - 1]} ${year} has ${days} days; correct the day`;
  return undefined;
}

const isoDate = z
  .string({ error: 'must be a date written YYYY-MM-DD, such as 2024-06-12; write it that way' })
  .refine((value) => !dateProblem(value), { error: (issue) => dateProblem(String(issue.input)) })
  .describe('the date the post was published, written YYYY-MM-DD, such as 2024-06-12');

export const imagePath = z
  .string({
    error: 'must be the path of a picture in content/images, such as images/team.png; write the path',
  })
  .regex(picturePath, {
    error:
      'but an image path looks like images/blog/my-post.png (lowercase, inside content/images, ending in .png, .jpg, .webp or .avif); correct the path or rename the picture',
  })
  .describe('the picture: its path inside content/images, such as images/blog/my-post.png');

const draft = z
  .boolean({ error: 'must be true or false' })
  .optional()
  .describe(
    'true keeps it off the live site (it shows with a "Draft" badge in previews); remove the line to publish',
  );

export const serviceSchema = z.strictObject({
  title: text('the service name, such as Web Development'),
  description: text('one sentence that sums up the service, shown on its card'),
  icon: z
    .enum(iconNames, { error: `must be one of the icon names: ${iconNames.join(', ')}` })
    .describe('the drawing on the card'),
  order: whole('1 for the first card, 2 for the second, …')
    .min(1, { error: 'must be 1 or more' })
    .describe('the position of the card: 1 for the first, 2 for the second, …; each service has its own'),
  features: z
    .array(text('a short key feature'), {
      error:
        'but a service lists exactly 6 key features; put each on its own line below "features:", starting with "- "',
    })
    .length(6, { error: 'a service lists exactly 6 key features' })
    .describe('the key features listed on the service page'),
  draft,
});

export const blogPostSchema = z.strictObject({
  title: text('the post title'),
  excerpt: text('one or two sentences that make people want to read on'),
  category: text('a category such as Web Development'),
  date: isoDate,
  author: text("the author's name"),
  image: imagePath,
  imageAlt: text('a short description of the picture for people who cannot see it'),
  link: httpsUrl('the address of the full post, on Medium for example'),
  draft,
});

const link = z.strictObject({ label: text('the link text'), href: sitePath });
const externalLink = z.strictObject({
  label: text('the name of the network, such as LinkedIn'),
  href: httpsUrl('the address of the profile'),
});

export const siteSchema = z.strictObject({
  name: text("the agency's name"),
  tagline: text('the tagline shown in the hero'),
  description: text('one or two sentences about the agency, used by search engines'),
  navigation: group('the top bar', {
    label: text('a name for the navigation, such as Main'),
    links: list(link, 'links in the top bar', { min: 1 }),
    cta: link.describe('the button at the right of the top bar'),
  }),
  contact: group('the contact details, shown in the contact section and the footer', {
    address: group('the office address', {
      street: text('the street address'),
      city: text('the city'),
      region: text('the state'),
      postalCode: text('the PIN code, such as 641004'),
      country: text('the country'),
    }),
    phone: z
      .string({ error: "must be a phone number in quotes, such as '+91 98765 43210'" })
      .regex(/^\+?[0-9 ()-]{7,20}$/, {
        error: "but a phone number has only digits, spaces and a leading +; write it like '+91 98765 43210'",
      })
      .describe('the phone number with the country code, such as +91 98765 43210'),
    email: z
      .email({ error: 'must be an e-mail address such as hello@example.com; correct it' })
      .describe('the e-mail address, such as hello@example.com'),
    hours: text('the working hours, such as Monday - Friday: 10AM - 5PM'),
    map: group('the map in the contact section', {
      title: text('a description of the map'),
      latitude: z
        .number({ error: 'must be a number between -90 and 90, such as 11.0283' })
        .min(-90, { error: 'must be between -90 and 90' })
        .max(90, { error: 'must be between -90 and 90' })
        .describe('where the office is: the latitude, such as 11.0283'),
      longitude: z
        .number({ error: 'must be a number between -180 and 180, such as 77.0027' })
        .min(-180, { error: 'must be between -180 and 180' })
        .max(180, { error: 'must be between -180 and 180' })
        .describe('where the office is: the longitude, such as 77.0027'),
      zoom: whole('1 shows the world, 19 a single street')
        .min(1, { error: 'must be between 1 and 19' })
        .max(19, { error: 'must be between 1 and 19' })
        .describe('how close the map is: 1 shows the world, 19 a single street'),
      button: text('the button text that loads the map'),
      note: text('a note under the button'),
      link: text('the link text to the map website'),
    }),
    // Not group(): the description belongs on the optional field, where the field lists and the CMS read it.
    form: z
      .strictObject({
        delivery: z
          .string({ error: 'must be text: mailto, netlify or the address of a form service' })
          .regex(deliveryPattern, {
            error:
              'must be mailto, netlify, or the address your form service gives you, starting with https://; write one of them, such as https://formspree.io/f/abcd1234',
          })
          .optional()
          .describe(
            "how messages reach you: mailto opens the visitor's e-mail program (the default), netlify sends them to Netlify Forms, and the https:// address of a form service sends them there",
          ),
      })
      .optional()
      .describe('the contact form'),
  }),
  links: group('links to the agency elsewhere', {
    chat: httpsUrl('the chat link opened by "Get Started with …" on every service page'),
    medium: httpsUrl('the address of the blog on Medium'),
    social: list(externalLink, 'social media links', { min: 1 }),
  }),
  footer: group('the footer at the bottom of every page', {
    about: text('a sentence about the agency'),
    servicesHeading: text('a heading'),
    services: list(
      z.strictObject({
        label: text('the service name'),
        service: z
          .string({ error: 'must be the file name of a service, such as web-development' })
          .optional()
          .describe('optional: the file name of a service (without .mdx) to link to its page'),
      }),
      'services in the footer',
    ),
    exploreHeading: text('a heading'),
    explore: list(link, 'links', { min: 1 }),
    contactHeading: text('a heading'),
    copyright: text('the copyright text'),
  }),
  ui: group('small texts of the interface that screen readers and keyboards rely on', {
    skipLink: text('the text of the skip link'),
    progress: text('a name for the reading progress bar'),
    sectionsNav: text('a name for the floating navigation'),
    socialLinks: text('a name for the list of social links'),
    draftBadge: text('the badge shown on drafts'),
    menu: group('the menu button on phones', {
      open: text('the menu button name when closed'),
      close: text('the menu button name when open'),
    }),
  }),
  notFound: group('the page shown for an address that does not exist', {
    title: text('the page title'),
    code: text('the error code, such as 404'),
    message: text('the message'),
    homeLink: text('the link text'),
  }),
  serviceNotFound: group('the page shown for a service that does not exist', {
    title: text('the page title'),
    message: text('the message'),
    description: text('a sentence of explanation'),
    backLink: text('the link text'),
    listHeading: text('the heading above the list of services'),
  }),
  servicePage: group('texts on every service page', {
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
  hero: group('the first screen: tagline, text, buttons and figures', {
    eyebrow: text('a short label above the tagline'),
    text: text('the hero paragraph'),
    primaryButton: text('the button text'),
    secondaryButton: text('the button text'),
    stats: list(
      z.strictObject({
        value: text('a figure, such as 120+'),
        label: text('what the figure counts'),
      }),
      'figures',
      { max: 4 },
    ),
  }),
  services: group('the services section (the cards come from content/services)', {
    ...section,
    text: text('the intro'),
    cardLink: text('the link text'),
  }),
  whyChooseUs: group('the "why choose us" section', {
    ...section,
    paragraphs: list(text('a paragraph'), 'paragraphs', { min: 1 }),
  }),
  about: group('the about section', {
    ...section,
    paragraphs: list(text('a paragraph'), 'paragraphs', { min: 1 }),
    image: imagePath,
    imageAlt: text('a description of the team picture for people who cannot see it'),
    strengthsHeading: text('a heading'),
    strengths: z
      .array(text('a strength'), {
        error:
          'but the about section lists exactly 6 strengths; put each on its own line below "strengths:", starting with "- "',
      })
      .length(6, { error: 'the about section lists exactly 6 strengths' })
      .describe('the strengths listed in the about section'),
    button: text('the button text'),
  }),
  blog: group('the blog section (the teasers themselves are in content/blog)', {
    ...section,
    text: text('the intro'),
    readLink: text('the link text'),
    button: text('the button text'),
  }),
  contact: group('the contact section', {
    ...section,
    text: text('the intro'),
    infoHeading: text('a heading'),
    addressLabel: text('a label'),
    phoneLabel: text('a label'),
    emailLabel: text('a label'),
    hoursLabel: text('a label'),
    socialHeading: text('a heading'),
    form: group('the contact form', {
      heading: text('a heading'),
      nameLabel: text('a label'),
      emailLabel: text('a label'),
      subjectLabel: text('a label'),
      messageLabel: text('a label'),
      submit: text('the button text'),
      note: text("a note under the form when it opens the visitor's e-mail program"),
      fallback: text('what to do if the e-mail program does not open'),
      deliveredNote: text('a note under the form when it sends messages itself'),
      sending: text('the button text while a message is being sent'),
      messageMissing: text('what to say when the message is empty'),
      failed: text('what to say when a message could not be sent, ending before the link below'),
      failedMailto: text("the link that sends the message from the visitor's e-mail program instead"),
      retry: text('the button text after a failed send'),
      honeypot: text('the label of a hidden field only robots fill in, such as Leave this empty'),
      thanks: group('shown once a message is sent', {
        heading: text('a heading'),
        text: text('what happens next'),
        homeLink: text('the link text back to the landing page'),
      }),
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

// `kind` names a file of that collection in messages ("a service", "a blog post").
export const collections = {
  services: { dir: 'content/services', schema: serviceSchema, kind: 'a service' },
  blog: { dir: 'content/blog', schema: blogPostSchema, kind: 'a blog post' },
} as const;

export const singletons = {
  site: { file: 'content/site.yaml', schema: siteSchema, kind: 'site.yaml' },
  home: { file: 'content/home.yaml', schema: homeSchema, kind: 'home.yaml' },
} as const;
