// Loads every content file at once and applies the rules that span several files.
import { listCollection, readEntry, readSingleton, unreadablePictures, type Entry } from './load.ts';
import { closest, slugOf } from './names.ts';
import type { Problem } from './problems.ts';
import { fieldName } from './yaml.ts';

export interface CheckOptions {
  drafts: boolean; // whether entries marked `draft: true` belong to this build
}

export type CheckResult = ReturnType<typeof checkContent>;

// `root` holds content/ (the repository or a test fixture).
export function checkContent(root: string, options: CheckOptions) {
  const problems: Problem[] = [];
  const collect = <T>(parsed: { value?: T; problems: Problem[] }) => {
    problems.push(...parsed.problems);
    return parsed.value;
  };
  const serviceFiles = listCollection(root, 'services');
  const readServices = serviceFiles.map((file) => readEntry(root, 'services', file));
  const services = readServices.map(collect).filter((entry) => entry !== undefined);
  const readPosts = listCollection(root, 'blog').map((file) => readEntry(root, 'blog', file));
  const posts = readPosts.map(collect).filter((entry) => entry !== undefined);
  const site = collect(readSingleton(root, 'site'));
  const home = collect(readSingleton(root, 'home'));
  for (const { partial } of [...readServices, ...readPosts])
    if (partial) problems.push(...unreadablePictures(root, partial.file, partial.data, partial.lineOf));

  // The rules across files read the fields as written, so a file with another mistake still counts.
  const written = readServices.flatMap(({ partial }) =>
    partial ? [{ ...partial, fields: (partial.data ?? {}) as { order?: unknown; draft?: unknown } }] : [],
  );
  // Every file that shares a number is named, since either one may be the one to change.
  const byOrder = new Map<number, typeof written>();
  for (const service of written) {
    const order = service.fields.order;
    if (typeof order === 'number' && Number.isInteger(order) && order > 0)
      byOrder.set(order, [...(byOrder.get(order) ?? []), service]);
  }
  // A number left free below the last one is where a card was meant to go (two cards swapped halfway).
  const last = Math.max(...byOrder.keys());
  const free = Array.from({ length: last }, (_, i) => i + 1).filter((order) => !byOrder.has(order));
  const give = free.length
    ? `a number no other service uses: ${free.join(', ').replace(/, (\d+)$/, ' and $1')} ${free.length === 1 ? 'is' : 'are'} free (or ${last + 1}, after the last card)`
    : `${last + 1}, the next free number`;
  for (const [order, sharing] of byOrder) {
    if (sharing.length < 2) continue;
    for (const service of sharing) {
      const others = sharing.filter((other) => other !== service).map((other) => other.file);
      const message = `found ${order}, which ${others.join(' and ')} also ${others.length === 1 ? 'uses' : 'use'}, but each service needs its own order number (it sets the card's position); give one of them ${give}`;
      problems.push({ file: service.file, line: service.lineOf(['order']), field: 'order', message });
    }
  }

  // Footer links are checked against every service, published or not, so dev and build agree.
  const existing = serviceFiles.map(slugOf);
  const drafts = new Set(
    written.filter((service) => service.fields.draft === true).map((service) => service.slug),
  );
  site?.data.footer.services.forEach((item, index) => {
    if (!item.service) return;
    const keys = ['footer', 'services', index, 'service'];
    const report = (message: string) =>
      problems.push({ file: site.file, line: site.lineOf(keys), field: fieldName(keys), message });
    if (!existing.includes(item.service)) {
      const guess = closest(item.service, existing);
      report(
        `found "${item.service}", but there is no content/services/${item.service}.mdx; ${guess ? `did you mean "${guess}"?` : `use one of: ${existing.join(', ')}`}`,
      );
    } else if (drafts.has(item.service))
      report(
        `found "${item.service}", but that service is a draft and has no page on the live site; remove this "service:" line (the label stays, as plain text) or publish the service`,
      );
  });

  const published = (entry: Entry<{ draft?: boolean }>) => options.drafts || !entry.data.draft;
  return {
    content: {
      services: services.filter(published),
      posts: posts.filter(published),
      site: site?.data,
      home: home?.data,
    },
    // By file and line; array sorts are stable, so problems on one line keep the order they were found in.
    problems: problems.toSorted((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0)),
  };
}
