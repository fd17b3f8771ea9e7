// The last check before the CMS writes a file: the content schema and the page-text check refuse what
// slipped past the fields.
import type { z } from 'zod';
import { checkBody } from '../collections/body.ts';
import { countProblem, fieldLabel, sentence } from '../collections/messages.ts';
import { collections, singletons } from '../collections/schema.ts';
import { fieldsOf, frontmatterFormat, yamlFormat, type Data } from './format.ts';

// Lets a field whose check of the latest change had not answered yet show the refused save's problem.
export const refusedEvent = 'site:save-refused';

// The schema and format of the file at `path` (content/services/x.mdx, content/site.yaml).
function kindOf(path: string): { schema: z.ZodType; format: typeof yamlFormat } | undefined {
  const folder = Object.values(collections).find(({ dir }) => path.startsWith(`${dir}/`));
  if (folder) return { schema: folder.schema, format: frontmatterFormat };
  const single = Object.values(singletons).find(({ file }) => path === file);
  return single && { schema: single.schema, format: yamlFormat };
}

export function problemsOnSave(path: string, data: Data): string[] {
  const kind = kindOf(path);
  if (!kind) return [];
  const written = kind.format.fromFile(kind.format.toFile(data));
  const fields = fieldsOf(written);
  const issues = kind.schema.safeParse(fields).error?.issues ?? [];
  const problems = issues.map((issue) => {
    const at = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const found = at.reduce<unknown>((value, key) => (value as Data | undefined)?.[key], fields);
    const message =
      Array.isArray(found) && (issue.code === 'too_small' || issue.code === 'too_big')
        ? countProblem(found.length, issue.message)
        : issue.message;
    return at.length ? `${fieldLabel(at)}: ${sentence(message)}` : sentence(message);
  });
  // The page text as the file will hold it, under the content check's own rules.
  const text = checkBody(path, String(written.body ?? ''), 1);
  return [...problems, ...text.map(({ message }) => `${fieldLabel(['body'])}: ${sentence(message)}`)];
}
