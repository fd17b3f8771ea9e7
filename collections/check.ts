// Loads every content file at once and applies the rules that span several files.
import fs from 'node:fs';
import path from 'node:path';
import { cachedEntry, codeVersion, hashOf, storeEntry } from '../builder/cache.ts';
import {
  listCollection,
  readEntry,
  readSingleton,
  type CollectionData,
  type CollectionName,
  type Entry,
} from './load.ts';
import { closest, slugOf } from './names.ts';
import type { Parsed, Problem } from './problems.ts';
import type { LineOf } from './yaml.ts';
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

export interface CheckResult {
  content: Content;
  // Every problem in every file, in file order; empty when the content is fine.
  problems: Problem[];
  // Files of entries left out of this build because they are drafts.
  hiddenDrafts: string[];
}

// `root` is the folder that holds content/: the repository, or a test fixture. `read` reads one entry
// (readEntryCached, in a build).
export function checkContent(
  root: string,
  options: CheckOptions,
  read: typeof readEntry = readEntry,
): CheckResult {
  const problems: Problem[] = [];
  const collect = <T>(parsed: { value?: T; problems: Problem[] }) => {
    problems.push(...parsed.problems);
    return parsed.value;
  };
  const serviceFiles = listCollection(root, 'services');
  const readServices = serviceFiles.map((file) => read(root, 'services', file));
  const services = readServices
    .map(collect)
    .filter((entry): entry is Entry<ServiceFrontmatter> => Boolean(entry));
  const posts = listCollection(root, 'blog')
    .map((file) => collect(read(root, 'blog', file)))
    .filter((entry): entry is Entry<BlogPostFrontmatter> => Boolean(entry));
  const site = collect(readSingleton(root, 'site'));
  const home = collect(readSingleton(root, 'home'));

  // The rules across files read the fields as written, so a file with another mistake still counts.
  const written = readServices.flatMap(({ partial }) =>
    partial ? [{ ...partial, fields: (partial.data ?? {}) as { order?: unknown; draft?: unknown } }] : [],
  );
  const orders = written.flatMap((entry) =>
    Number.isInteger(entry.fields.order) && Number(entry.fields.order) > 0
      ? [Number(entry.fields.order)]
      : [],
  );
  // Every file that shares a number is named, since either one may be the one to change.
  const byOrder = new Map<number, typeof written>();
  for (const service of written) {
    const order = service.fields.order;
    if (typeof order === 'number' && Number.isInteger(order) && order > 0)
      byOrder.set(order, [...(byOrder.get(order) ?? []), service]);
  }
  for (const [order, sharing] of byOrder) {
    if (sharing.length < 2) continue;
    for (const service of sharing) {
      const others = sharing.filter((other) => other !== service).map((other) => other.file);
      problems.push({
        file: service.file,
        line: service.lineOf(['order']),
        field: 'order',
        message: `found ${order}, which ${others.join(' and ')} also ${others.length === 1 ? 'uses' : 'use'}, but each service needs its own order number (it sets the card's position); give one of them ${Math.max(...orders) + 1}, the next free number`,
      });
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
    const field = `footer.services[${index}].service`;
    if (!existing.includes(item.service)) {
      const guess = closest(item.service, existing);
      problems.push({
        file: site.file,
        line: site.lineOf(keys),
        field,
        message: `found "${item.service}", but there is no content/services/${item.service}.mdx; ${guess ? `did you mean "${guess}"?` : `use one of: ${existing.join(', ')}`}`,
      });
    } else if (drafts.has(item.service)) {
      problems.push({
        file: site.file,
        line: site.lineOf(keys),
        field,
        message: `found "${item.service}", but that service is a draft and has no page on the live site; remove this "service:" line (the label stays, as plain text) or publish the service`,
      });
    }
  });

  const published = (entry: Entry<{ draft?: boolean }>) => options.drafts || !entry.data.draft;
  const hiddenDrafts = [...services, ...posts]
    .filter((entry) => !published(entry))
    .map((entry) => entry.file);
  return {
    content: {
      services: services.filter(published),
      posts: posts.filter(published),
      site: site?.data,
      home: home?.data,
    },
    problems: sortProblems(problems),
    hiddenDrafts,
  };
}

function sortProblems(problems: Problem[]): Problem[] {
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort(
      (a, b) =>
        a.problem.file.localeCompare(b.problem.file) ||
        (a.problem.line ?? 0) - (b.problem.line ?? 0) ||
        a.index - b.index,
    )
    .map(({ problem }) => problem);
}

// Within one build the content is checked once, not once more per bundle: the result is reused while
// every content file keeps its name, size and modification time.
const checked = new Map<string, CheckResult>();

export function checkContentOnce(root: string, options: CheckOptions): CheckResult {
  const dir = path.join(root, 'content');
  // A missing folder is the check's to report; a file gone since the listing counts as changed.
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
  const key = JSON.stringify([
    root,
    options,
    files.map((file) => {
      const stat = fs.statSync(path.join(dir, file), { throwIfNoEntry: false });
      return [file, stat?.size, stat?.mtimeMs];
    }),
  ]);
  let result = checked.get(key);
  if (!result) {
    // A file's entry depends on its bytes, the code and which pictures exist (missingImages).
    const listing = hashOf(...files);
    result = checkContent(root, options, (entryRoot, name, file) =>
      readEntryCached(entryRoot, name, file, listing),
    );
    checked.clear();
    checked.set(key, result);
  }
  return result;
}

// An entry as an earlier build read it, while its file's bytes, the code and the listing of content/
// are the same: reading the frontmatter and checking the text is most of the check (0.6 s of 0.8 s at
// 1,000 services). Only entries without problems are kept. Their line numbers, which only a rule
// across files asks for (a shared order number), come from reading the file again when asked.
function readEntryCached<N extends CollectionName>(
  root: string,
  name: N,
  absoluteFile: string,
  listing: string,
): Parsed<Entry<CollectionData[N]>> {
  const raw = fs.readFileSync(absoluteFile, 'utf8');
  const key = hashOf('content', codeVersion(), name, path.relative(root, absoluteFile), raw, listing);
  const hit = cachedEntry(key);
  if (hit) {
    const { value, written } = JSON.parse(hit) as {
      value: Omit<Entry<CollectionData[N]>, 'lineOf'>;
      written: unknown;
    };
    let lines: LineOf | undefined;
    const lineOf: LineOf = (keys) =>
      (lines ??= readEntry(root, name, absoluteFile, raw).partial!.lineOf)(keys);
    return {
      value: { ...value, lineOf },
      problems: [],
      partial: { file: value.file, slug: value.slug, data: written, lineOf },
    };
  }
  const parsed = readEntry(root, name, absoluteFile, raw);
  if (parsed.value && !parsed.problems.length) {
    // JSON leaves the function out.
    storeEntry(key, JSON.stringify({ value: parsed.value, written: parsed.partial?.data }));
  }
  return parsed;
}
