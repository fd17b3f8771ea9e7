// The last word before the CMS writes a file: the fields as they would be written, checked by the
// content schema. The fields show their own messages (patterns, lists of texts, the CMS's ranges);
// this refuses whatever slipped past them, so no file the site would refuse is ever saved. The CMS
// then shows its own "could not be saved" dialog; the words below go to the browser's console, and
// the fields that hold a problem show it in place (`refusedEvent`).
import type { z } from 'zod';
import { countProblem, fieldLabel, sentence } from '../collections/messages.ts';
import { collections, singletons } from '../collections/schema.ts';
import { fieldsOf, frontmatterFormat, yamlFormat, type Data } from './format.ts';

// Sent on the window when a save is refused here: a field the CMS still thought valid (its check of
// the latest change had not answered yet) shows its problem itself.
export const refusedEvent = 'site:save-refused';

// The schema and format of the file at `path` (content/services/x.mdx, content/site.yaml).
function kindOf(path: string): { schema: z.ZodType; format: typeof yamlFormat } | undefined {
  const folder = Object.values(collections).find(({ dir }) => path.startsWith(`${dir}/`));
  if (folder) return { schema: folder.schema, format: frontmatterFormat };
  const single = Object.values(singletons).find(({ file }) => path === file);
  return single && { schema: single.schema, format: yamlFormat };
}

// What is wrong with the entry at `path`, one sentence per problem; empty when it may be saved.
export function problemsOnSave(path: string, data: Data): string[] {
  const kind = kindOf(path);
  if (!kind) return [];
  const fields = fieldsOf(kind.format.fromFile(kind.format.toFile(data)));
  const issues = kind.schema.safeParse(fields).error?.issues ?? [];
  return issues.map((issue) => {
    const at = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const found = at.reduce<unknown>((value, key) => (value as Data | undefined)?.[key], fields);
    const message =
      Array.isArray(found) && (issue.code === 'too_small' || issue.code === 'too_big')
        ? countProblem(found.length, issue.message)
        : issue.message;
    return at.length ? `${fieldLabel(at)}: ${sentence(message)}` : sentence(message);
  });
}
