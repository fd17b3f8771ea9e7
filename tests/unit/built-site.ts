// The two builds `npm test` makes before Vitest runs, read here and never rebuilt: dist/ (production)
// and dist-subpath/ (a pull-request preview: base /pr-preview/pr-12/, drafts shown).
import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../scripts/content/check';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const builds = {
  dist: { command: 'npm run build', drafts: false, base: '/' },
  'dist-subpath': { command: 'npm run build:subpath', drafts: true, base: '/pr-preview/pr-12/' },
} as const;

export interface BuiltSite {
  dir: string;
  base: string;
  read: (file: string) => string;
  exists: (file: string) => boolean;
  // Every file of the build with this ending, as a path relative to it, the CMS (admin/) left out.
  files: (ending: string) => string[];
  // The content the build was made from (drafts included where the build shows them).
  content: ReturnType<typeof loadContent>;
}

function loadContent(drafts: boolean) {
  const { content, problems } = checkContent(repoRoot, { drafts });
  if (problems.length || !content.site || !content.home)
    throw new Error('content/ has problems: run `npm run check:content` to see them');
  return { ...content, site: content.site, home: content.home };
}

export function builtSite(name: keyof typeof builds): BuiltSite {
  const { command, drafts, base } = builds[name];
  const dir = path.join(repoRoot, name);
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new Error(`${name}/ has no build: run \`${command}\` first (npm test does).`);
  const at = (file: string) => path.join(dir, file);
  return {
    dir,
    base,
    read: (file) => fs.readFileSync(at(file), 'utf8'),
    exists: (file) => fs.existsSync(at(file)),
    files: (ending) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => file.endsWith(ending) && !file.startsWith('admin/'))
        .toSorted(),
    content: loadContent(drafts),
  };
}
