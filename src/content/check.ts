// Loads every content file at once and applies the rules that span several files.
import { listCollection, readEntry, readSingleton, type Entry } from './load.ts';
import type { Problem } from './problems.ts';
import type { BlogPostFrontmatter, HomeContent, ServiceFrontmatter, SiteContent } from './schema.ts';

export interface Content {
  services: Entry<ServiceFrontmatter>[];
  posts: Entry<BlogPostFrontmatter>[];
  site?: SiteContent;
  home?: HomeContent;
}

export interface CheckOptions {
  // Whether entries marked `draft: true` belong to this build.
  drafts: boolean;
}

export function checkContent(root: string, options: CheckOptions): { content: Content; problems: Problem[] } {
  const problems: Problem[] = [];
  const collect = <T>(parsed: { value?: T; problems: Problem[] }) => {
    problems.push(...parsed.problems);
    return parsed.value;
  };
  const services = listCollection(root, 'services')
    .map((file) => collect(readEntry(root, 'services', file)))
    .filter((entry): entry is Entry<ServiceFrontmatter> => Boolean(entry));
  const posts = listCollection(root, 'blog')
    .map((file) => collect(readEntry(root, 'blog', file)))
    .filter((entry): entry is Entry<BlogPostFrontmatter> => Boolean(entry));
  const site = collect(readSingleton(root, 'site'));
  const home = collect(readSingleton(root, 'home'));

  const byOrder = new Map<number, Entry<ServiceFrontmatter>>();
  for (const service of services) {
    const other = byOrder.get(service.data.order);
    if (other) {
      problems.push({
        file: service.file,
        line: service.lineOf(['order']),
        field: 'order',
        message: `found ${service.data.order}, which ${other.file} already uses; each service needs its own order number (the next free one is ${Math.max(...byOrder.keys()) + 1})`,
      });
    } else byOrder.set(service.data.order, service);
  }

  const published = (entry: Entry<{ draft?: boolean }>) => options.drafts || !entry.data.draft;
  const slugs = new Set(services.filter(published).map((service) => service.slug));
  site?.footer.services.forEach((item, index) => {
    if (item.service && !slugs.has(item.service)) {
      problems.push({
        file: 'content/site.yaml',
        field: `footer.services[${index}].service`,
        message: `found "${item.service}", but there is no published service with that file name; use one of: ${[...slugs].join(', ')}`,
      });
    }
  });

  return {
    content: { services: services.filter(published), posts: posts.filter(published), site, home },
    problems,
  };
}
