// The CMS's previews, drawn by the site's own components.
import styled from '@emotion/styled';
import type { CustomPreviewTemplateProps as TemplateProps } from '@sveltia/cms';
import { servicePath } from '../../collections/paths.ts';
import type { BlogPost, Home, HomeContent, Image, Service, SiteContent } from '../../collections/schema.ts';
import { BlogCard } from '../../src/components/BlogCard.tsx';
import { Footer } from '../../src/components/Footer.tsx';
import { ServiceCard } from '../../src/components/ServiceCard.tsx';
import HomeSections from '../../src/pages/HomeSections.tsx';
import { ServiceArticle } from '../../src/pages/ServiceArticle.tsx';
import { ContactSection } from '../../src/sections/ContactSection.tsx';
import { Hero } from '../../src/sections/Hero.tsx';
import { fieldsOf, type Data } from '../format.ts';
import { home, type PreviewContent } from './content.ts';
import { plain } from '../bridge.tsx';
import { previewTemplate } from './frame.tsx';
import { compileBody } from './mdx.ts';

type Asset = TemplateProps['getAsset'];

const dataOf = (entry: unknown): Data =>
  (plain((entry as TemplateProps['entry'] | undefined)?.getIn(['data'])) as Data | undefined) ?? {};
const slugOf = (entry: unknown) => String((entry as TemplateProps['entry']).get('slug') ?? '');

// A picture just picked may have no address yet: after a moment the preview draws the path (the alt
// text shows), and draws again, in every preview that showed it, when the address arrives.
const waiting = new Map<string, Set<() => void>>();
const isAddress = (url: string) => /^(blob|data|https?):/.test(url);
const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

// The CMS frees its blob: addresses once its own page stops showing them, so the preview draws a copy.
const copies = new Map<string, string>();

async function ownAddress(url: string): Promise<string | undefined> {
  if (!url.startsWith('blob:')) return url;
  const copy = copies.get(url);
  if (copy) return copy;
  try {
    const own = URL.createObjectURL(await (await fetch(url)).blob());
    copies.set(url, own);
    return own;
  } catch {
    return undefined; // freed meanwhile: the CMS reads the file again for the next asset
  }
}

// The picture's address, asked of a fresh asset every quarter second until `within` ms have passed.
async function addressOf(key: string, getAsset: Asset, within: number): Promise<string | undefined> {
  for (const deadline = Date.now() + within; Date.now() < deadline;) {
    const asset = getAsset(key);
    for (let tries = 0; tries < 10 && !(asset && isAddress(asset.url)); tries++) await pause();
    const address = asset && isAddress(asset.url) ? await ownAddress(asset.url) : undefined;
    if (address) return address;
  }
  return undefined;
}

async function imageFor(path: unknown, getAsset: Asset, late: () => void): Promise<Image> {
  const key = String(path || '');
  const image = (src: string): Image => ({ src, width: 1200, height: 800 });
  if (!key) return image('about:blank');
  const redraws = waiting.get(key);
  if (redraws) {
    redraws.add(late);
    return image(key);
  }
  const address = await addressOf(key, getAsset, 1000);
  if (address) return image(address);
  waiting.set(key, new Set([late]));
  void addressOf(key, getAsset, 30_000).then((found) => {
    const draws = waiting.get(key) ?? [];
    waiting.delete(key);
    if (found) for (const redraw of draws) redraw();
  });
  return image(key);
}

const serviceFrom = (data: Data, slug: string): Service =>
  ({ ...fieldsOf(data), features: data.features ?? [], slug, path: servicePath(slug) }) as Service;

// A post not dated yet shows today's date, as it would if it were published now.
const dateOf = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? value
    : new Date().toISOString().slice(0, 10);

async function postFrom(data: Data, slug: string, getAsset: Asset, late: () => void): Promise<BlogPost> {
  const post = { ...fieldsOf(data), date: dateOf(data.date), slug };
  return { ...post, image: await imageFor(data.image, getAsset, late) } as BlogPost;
}

async function homeFrom(data: Data, getAsset: Asset, late: () => void): Promise<Home> {
  const content = data as unknown as HomeContent;
  const image = await imageFor((data.about as Data | undefined)?.image, getAsset, late);
  return { ...content, about: { ...content.about, image } };
}

// Everything else the components read (the footer, the other cards), as the CMS has it now.
async function sharedContent(
  { getCollection, getAsset }: TemplateProps,
  late: () => void,
): Promise<PreviewContent> {
  const [site, homeEntry, serviceEntries, postEntries] = await Promise.all([
    getCollection('site', 'site'),
    getCollection('site', 'home'),
    getCollection('services'),
    getCollection('blog'),
  ]);
  const list = (entries: unknown) => (Array.isArray(entries) ? entries : []);
  return {
    site: dataOf(site) as unknown as SiteContent,
    home: await homeFrom(dataOf(homeEntry), getAsset, late),
    services: list(serviceEntries).map((entry) => serviceFrom(dataOf(entry), slugOf(entry))),
    posts: await Promise.all(
      list(postEntries).map((entry) => postFrom(dataOf(entry), slugOf(entry), getAsset, late)),
    ),
  };
}

const CardSlot = styled.div(({ theme }) => ({ maxWidth: '26rem', padding: theme.space.lg }));

export const ServicePreview = previewTemplate(async (props, late) => {
  const shared = await sharedContent(props, late);
  const slug = slugOf(props.entry) || 'new-service';
  const data = dataOf(props.entry);
  const service = serviceFrom(data, slug);
  return {
    content: { ...shared, services: [...shared.services.filter((other) => other.slug !== slug), service] },
    show: () => ({
      'Its card on the landing page': (
        <CardSlot>
          <ServiceCard service={service} linkLabel={home.services.cardLink} />
        </CardSlot>
      ),
      [`Its page, ${service.path}`]: (
        <ServiceArticle service={service} Content={compileBody(String(data.body ?? ''))} />
      ),
    }),
  };
});

export const BlogPreview = previewTemplate(async (props, late) => {
  const shared = await sharedContent(props, late);
  const slug = slugOf(props.entry) || 'new-post';
  const post = await postFrom(dataOf(props.entry), slug, props.getAsset, late);
  return {
    content: { ...shared, posts: [...shared.posts.filter((other) => other.slug !== slug), post] },
    show: () => ({
      'Its card in the blog section': (
        <CardSlot>
          <BlogCard post={post} linkLabel={home.blog.readLink} />
        </CardSlot>
      ),
    }),
  };
});

export const SitePreview = previewTemplate(async (props, late) => {
  const shared = await sharedContent(props, late);
  return {
    content: { ...shared, site: fieldsOf(dataOf(props.entry)) as unknown as SiteContent },
    show: () => ({
      'The hero (name and tagline)': <Hero />,
      'The contact section': <ContactSection />,
      'The footer of every page': <Footer />,
    }),
  };
});

export const HomePreview = previewTemplate(async (props, late) => {
  const shared = await sharedContent(props, late);
  return {
    content: { ...shared, home: await homeFrom(fieldsOf(dataOf(props.entry)), props.getAsset, late) },
    show: () => ({ 'The landing page': <HomeSections /> }),
  };
});
