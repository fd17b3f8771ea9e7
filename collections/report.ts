// Prints every content problem, in plain words and (on GitHub Actions) as file annotations.
import { checkContentOnce, type CheckResult } from './check.ts';
import { formatProblem, githubAnnotation, problemsHeading } from './problems.ts';

export interface ReportOptions {
  drafts: boolean;
  // What failing means for the caller, such as "nothing was built".
  consequence?: string;
}

export function reportContent(root: string, { drafts, consequence }: ReportOptions): CheckResult | undefined {
  const result = checkContentOnce(root, { drafts });
  const { problems } = result;
  if (problems.length === 0) return result;
  console.error(`${problemsHeading(problems)}\n`);
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `\nEach line names the file, the line, the field, what is wrong and what to do.${consequence ? ` ${consequence}` : ''}` +
      '\nHelp with the messages: content/README.md, section "When the check finds a problem".',
  );
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const problem of problems) console.log(githubAnnotation(problem));
  return undefined;
}
