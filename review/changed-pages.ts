// The pull-request preview comment: a link to the page (and section) each changed content file shows on.
//   npm run changed-pages -- --base <sha> --head <sha> --preview-url https://…/pr-preview/pr-12/
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { yamlDocument } from '../collections/yaml.ts';
import { readFrontmatter } from '../collections/frontmatter.ts';
import { imagesFolder, sectionIds, servicePath, type SectionKey } from '../collections/paths.ts';

export type Status = 'added' | 'modified' | 'deleted';

export interface PageLink {
  label: string;
  // Relative to the site's root: "services/ai-ml", "./#about".
  path: string;
}

export interface ChangedPage {
  file: string;
  status: Status;
  links: PageLink[];
  note?: string;
}

// A file's text at the merge base and at the head (undefined where it is missing), and the head's content files.
interface Versions {
  before: (file: string) => string | undefined;
  after: (file: string) => string | undefined;
  files: () => string[];
}

const statuses: Record<string, Status> = { A: 'added', M: 'modified', D: 'deleted' };
// Content refers to images by their path inside content/, such as images/team.png.
const imageRef = (file: string) => file.slice('content/'.length);
const isImage = (file: string) => file.startsWith(`content/${imagesFolder}/`);

const changedKeys = (before: unknown, after: unknown): string[] => {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
};

const readYaml = (text: string | undefined) => {
  const document = text === undefined ? undefined : yamlDocument(text);
  return document?.errors.length ? undefined : document?.toJS();
};

const titleOf = (text: string | undefined): unknown =>
  text === undefined ? undefined : readFrontmatter(text)?.document.get('title');

// The pages (and sections) a content file shows on, and what else a reviewer should know of its change.
function whereShown(file: string, versions: Versions): Pick<ChangedPage, 'links' | 'note'> {
  const service = /^content\/services\/([^/]+)\.mdx$/.exec(file);
  if (service) {
    const title = String(titleOf(versions.after(file)) ?? service[1]);
    return { links: [{ label: title, path: servicePath(service[1]).slice(1) }] };
  }
  if (/^content\/blog\/[^/]+\.mdx$/.test(file)) {
    const title = titleOf(versions.after(file));
    const label = title ? `Landing page, blog: ${title}` : 'Landing page, blog';
    return { links: [{ label, path: `./#${sectionIds.blog}` }] };
  }
  if (file === 'content/home.yaml') {
    const after = readYaml(versions.after(file)) as Record<string, { heading?: string }> | undefined;
    const sections = changedKeys(readYaml(versions.before(file)), after).filter(
      (key): key is SectionKey => key in sectionIds,
    );
    if (sections.length === 0) return { links: [{ label: 'Landing page', path: './' }] };
    const label = (key: SectionKey) => `Landing page, ${after?.[key]?.heading ?? key}`;
    return { links: sections.map((key) => ({ label: label(key), path: `./#${sectionIds[key]}` })) };
  }
  if (file === 'content/site.yaml') {
    const keys = changedKeys(readYaml(versions.before(file)), readYaml(versions.after(file)));
    const note = keys.length ? `changes ${keys.join(', ')}` : undefined;
    return { links: [{ label: 'Landing page (shown on every page)', path: './' }], note };
  }
  if (isImage(file)) {
    // The content files that name the picture.
    const users = versions
      .files()
      .filter((other) => /\.(mdx|ya?ml)$/.test(other) && versions.after(other)?.includes(imageRef(file)));
    const named = users.map((user) => `\`${user}\``).join(', ');
    const links = users.flatMap((other) => whereShown(other, versions).links);
    return { links, note: named ? `used by ${named}` : 'not used by any page' };
  }
  return { links: [] };
}

// Each content/ file changed between the merge base of `base` and `head` (as `git diff base...head` lists
// them), with the pages it shows on.
export function changedPages(base: string, head: string, cwd = process.cwd()): ChangedPage[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  const mergeBase = git('merge-base', base, head).trim();
  const show = (commit: string) => (file: string) => {
    try {
      return git('show', `${commit}:${file}`);
    } catch {
      return undefined;
    }
  };
  const versions: Versions = {
    before: show(mergeBase),
    after: show(head),
    files: () => git('ls-tree', '-r', '--name-only', head, '--', 'content/').split('\n').filter(Boolean),
  };
  return git('diff', '--name-status', '--no-renames', mergeBase, head, '--', 'content/')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [letter, file] = line.split('\t');
      const status = statuses[letter[0]] ?? 'modified';
      if (status === 'deleted' && !isImage(file))
        return { file, status, links: [], note: 'removed in this pull request' };
      return { file, status, ...whereShown(file, versions) };
    });
}

export function previewComment(previewUrl: string, pages: ChangedPage[]): string {
  const base = previewUrl.endsWith('/') ? previewUrl : `${previewUrl}/`;
  const lines = [
    '### Preview of this pull request',
    '',
    `${base}`,
    '',
    'Built with drafts shown. Search engines are asked not to index previews.',
    '',
  ];
  if (pages.length === 0) {
    lines.push('This pull request changes no content files.');
  } else {
    lines.push('**Content changed in this pull request**', '', '| File | Where to look |', '| --- | --- |');
    for (const page of pages) {
      const links = page.links.map((link) => `[${link.label}](${new URL(link.path, base).href})`);
      const where = [...links, ...(page.note ? [page.note] : [])].join(' · ') || '—';
      lines.push(`| \`${page.file}\` (${page.status}) | ${where} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, head: { type: 'string' }, 'preview-url': { type: 'string' } },
  });
  if (!values.base || !values.head || !values['preview-url']) {
    console.error('Usage: npm run changed-pages -- --base <commit> --head <commit> --preview-url <url>');
    process.exit(1);
  }
  process.stdout.write(previewComment(values['preview-url'], changedPages(values.base, values.head)));
}
