// Prints every content problem, in plain words and (on GitHub Actions) as file annotations.
import { checkContent } from '../../src/content/check';
import { formatProblem, githubAnnotation } from '../../src/content/problems';

export function reportContent(root: string, options: { drafts: boolean }): boolean {
  const { problems } = checkContent(root, options);
  if (problems.length === 0) return true;
  console.error(
    `Content has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}; nothing was built:\n`,
  );
  for (const problem of problems) console.error(formatProblem(problem));
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const problem of problems) console.log(githubAnnotation(problem));
  return false;
}
