// `npm run check:content [-- root]`: checks <root>/content/ without building; exit status 1 on any problem.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContent } from './check.ts';
import { plural } from './messages.ts';
import { formatProblem, githubAnnotation, problemsHeading, type Problem } from './problems.ts';

// `consequence` says what failing means for the caller, such as "nothing was built".
export function printProblems(problems: Problem[], consequence = ''): void {
  console.error(`${problemsHeading(problems)}\n`);
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `\nEach line names the file, the line, the field, what is wrong and what to do.${consequence ? ` ${consequence}` : ''}` +
      '\nHelp with the messages: content/README.md, section "When the check finds a problem".',
  );
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const problem of problems) console.log(githubAnnotation(problem));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const { problems, content } = checkContent(root, { drafts: true });
  if (problems.length) {
    printProblems(problems);
    process.exit(1);
  }
  const { services, posts } = content;
  const drafts = [...services, ...posts].filter((entry) => entry.data.draft).length;
  // performance.now() counts from the start of the process, so this includes loading the checker.
  const seconds = (performance.now() / 1000).toFixed(2);
  console.log(
    `Content is fine: ${plural(services.length, 'service')}, ${plural(posts.length, 'blog post')}${drafts ? ` (${drafts} of them drafts)` : ''}, site.yaml and home.yaml, checked in ${seconds} s.`,
  );
}
