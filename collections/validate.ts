// Schema errors turned into editor-facing messages: what was found, what is expected, what to do.
import { z } from 'zod';
import { fieldSchema, unwrapAll } from './schema-walk.ts';
import { closest } from './names.ts';
import type { Parsed, Problem } from './problems.ts';
import { fieldName, type LineOf } from './yaml.ts';
import { countProblem, plural } from './messages.ts';

export function validate<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  lines: Lines,
  kind: string,
): Parsed<z.infer<S>> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { value: result.data, problems: [] };
  const described = result.error.issues.flatMap((issue) => describeIssue(schema, issue, lines, kind));
  const suggested = new Set(described.map((problem) => problem.suggestion).filter(Boolean));
  // One problem per field; a misspelt one once, as the misspelling: "titel: did you mean `title`?".
  const problems = described
    .filter((problem, index) => described.findIndex((other) => other.field === problem.field) === index)
    .filter((problem) => !(problem.missing && suggested.has(problem.field)))
    .map(({ line, field, message }) => ({ file, line, field, message }));
  return { problems };
}

type Lines = { lineOf: LineOf; valueLineOf: LineOf; firstLine?: number };

interface DescribedProblem extends Omit<Problem, 'file'> {
  missing?: boolean;
  suggestion?: string;
}

function describeIssue(
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  { lineOf, valueLineOf, firstLine = 1 }: Lines,
  kind: string,
): DescribedProblem[] {
  const keys = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const field = keys.length ? fieldName(keys) : undefined;
  const found = issue.input;
  const at = fieldSchema(schema, keys);
  const inner = at && unwrapAll(at);
  const type = inner?.type;
  const what = at?.description;
  const owner = field ? `of "${field}"` : `of ${kind}`;

  if (issue.code === 'unrecognized_keys') {
    const known = inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
    return issue.keys.map((key) => {
      const guess = closest(key, known);
      return {
        line: lineOf([...keys, key]),
        field: fieldName([...keys, key]),
        suggestion: guess && fieldName([...keys, guess]),
        message: guess
          ? `is not a field ${owner}; did you mean \`${guess}\`? Correct the spelling`
          : `is not a field ${owner}; remove the line${known.length ? ` (the fields are: ${known.join(', ')})` : ''}`,
      };
    });
  }
  if (!keys.length && (issue.code === 'invalid_type' || found === null || typeof found !== 'object')) {
    const message = `found ${show(found)}, but ${kind} is a list of fields, one per line, written "name: value"; write the fields that way`;
    return [{ line: firstLine, field: 'frontmatter', message }];
  }
  const last = keys.at(-1);
  // zod reports a missing choice as an invalid value, any other missing field as an invalid type.
  if (found === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    const parent = keys.slice(0, -1);
    const under = parent.length
      ? ` under "${String(parent.filter((key) => typeof key === 'string').at(-1))}:"`
      : '';
    const add =
      type === 'object'
        ? `add "${last}:"${under} with its fields below it (see content/README.md)`
        : type === 'array'
          ? `add "${last}:"${under} with ${what ?? 'its items'} below it`
          : `add a line "${last}: …"${under} with ${what ?? 'a value'}${type === 'enum' ? ` (one of: ${(inner as z.ZodEnum).options.join(', ')})` : ''}`;
    const line = parent.length ? lineOf(parent) : firstLine;
    return [{ line, field, missing: true, message: `is missing; ${add}` }];
  }
  if (found === null || (typeof found === 'string' && found.trim() === '')) {
    const after = typeof last === 'number' ? 'after the "- "' : `after "${last}:"`;
    const fix =
      type === 'object'
        ? 'add its fields below it, indented by two more spaces'
        : type === 'array'
          ? `write ${what ?? 'its items'} below it`
          : `write ${what ?? 'a value'} ${after}`;
    return [{ line: lineOf(keys), field, message: `is empty; ${fix}` }];
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && Array.isArray(found)) {
    const count = found.length;
    const need = issue.code === 'too_small' ? Number(issue.minimum) - count : count - Number(issue.maximum);
    const fix =
      issue.code === 'too_small'
        ? `add ${need === 1 ? 'one more line' : `${need} more lines`} starting with "- "`
        : `remove ${need === 1 ? 'one line' : `${need} lines`}`;
    const message = `${countProblem(count, issue.message)}; ${fix}`;
    return [{ line: valueLineOf(keys), field, message }];
  }
  if (issue.code === 'invalid_value' && typeof found === 'string') {
    const options = issue.values.map(String);
    const guess = closest(found, options);
    const fix = guess ? `did you mean "${guess}"?` : 'pick one of them';
    return [{ line: lineOf(keys), field, message: `found ${show(found)}, ${issue.message}; ${fix}` }];
  }
  let message = issue.message;
  if (!message.includes(';')) message += `; ${typeFix(issue, found, last)}`;
  return [{ line: lineOf(keys), field, message: `found ${show(found)}, ${message}` }];
}

function typeFix(issue: z.core.$ZodIssue, found: unknown, key: string | number | undefined): string {
  const expected = issue.code === 'invalid_type' ? issue.expected : undefined;
  if (expected === 'string' && (typeof found === 'number' || typeof found === 'boolean'))
    return `put it in quotes: '${String(found)}'`;
  if (expected === 'string' && typeof found === 'object')
    return `write the text on the same line, after "${key}:"`;
  if (expected === 'boolean') return 'write true or false, without quotes';
  if (expected === 'number') return 'write just the number, without quotes';
  if (expected === 'array') return `put each item on its own line below "${key}:", starting with "- "`;
  if (expected === 'object')
    return `put its fields on the lines below "${key}:", indented by two more spaces`;
  return 'correct it';
}

function show(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 100 ? `${value.slice(0, 97)}…` : value);
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}
