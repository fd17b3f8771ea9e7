// `npm run check:content`: validates every file in content/ without building; exit status 1 on any problem.
// An optional argument names another folder that holds a content/ folder (used by the tests).
import path from 'node:path';
import { reportContent } from './report.ts';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const result = reportContent(root, { drafts: true });
if (!result) process.exit(1);

const { services, posts } = result.content;
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const drafts = [...services, ...posts].filter((entry) => entry.data.draft).length;
// performance.now() counts from the start of the process, so this includes loading the checker.
const seconds = (performance.now() / 1000).toFixed(2);
console.log(
  `Content is fine: ${count(services.length, 'service')}, ${count(posts.length, 'blog post')}${drafts ? ` (${drafts} of them drafts)` : ''}, site.yaml and home.yaml, checked in ${seconds} s.`,
);
