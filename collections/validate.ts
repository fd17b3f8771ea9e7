// Schema errors turned into editor-facing messages: what was found, what is expected, what to do.
import { z } from 'zod';
import { fieldSchema, unwrapAll } from './schema-walk.ts';
import { closest } from './names.ts';
import type { Parsed, Problem } from './problems.ts';
import { fieldName, noColon, quoted, type Keys, type LineOf } from './yaml.ts';
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
    .filter((problem) => !(problem.missing && suggested.has(problem.field)))
    .filter((problem, index, kept) => kept.findIndex((other) => other.field === problem.field) === index)
    .map(({ line, field, message }) => ({ file, line, field, message }));
  return { problems };
}

type Lines = { lineOf: LineOf; valueLineOf: LineOf; writtenAs?: (keys: Keys) => unknown; firstLine?: number };

function describeIssue(
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  { lineOf, valueLineOf, writtenAs, firstLine = 1 }: Lines,
  kind: string,
): (Omit<Problem, 'file'> & { missing?: boolean; suggestion?: string })[] {
  const keys = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const field = keys.length ? fieldName(keys) : undefined;
  const found = issue.input;
  const at = fieldSchema(schema, keys);
  const inner = at && unwrapAll(at);
  const type = inner?.type;
  const what = at?.description;
  const owner = field ? `of "${field}"` : `of ${kind}`;

  if (issue.code === 'unrecognized_keys') {
    const shape: Record<string, z.ZodType> = inner instanceof z.ZodObject ? inner.shape : {};
    const known = Object.keys(shape);
    const parent = keys.at(-1);
    return issue.keys.map((key) => {
      // "hours Monday - Friday: 10AM - 5PM": a field's name, a space and text holding ": ".
      const [name, ...words] = key.split(' ');
      const value = (found as Record<string, unknown>)[key];
      if (words.length && unwrapAll(shape[name] ?? z.never()).type === 'string') {
        const text = [words.join(' '), ...(value == null ? [] : [String(value)])].join(': ');
        const field = fieldName([...keys, name]);
        return {
          line: lineOf([...keys, key]),
          field,
          suggestion: field,
          message: noColon(name, quoted(text)),
        };
      }
      // "city" lined up with "address:" instead of indented under it is a field of the group next to it;
      // "phone" indented under "address:" one of the fields around "address:".
      const group = known.find((name) => {
        const inside = unwrapAll(shape[name]);
        return inside instanceof z.ZodObject && key in inside.shape;
      });
      const outer = typeof parent === 'string' && fieldSchema(schema, [...keys.slice(0, -1), key]);
      const guess = group ?? closest(key, known);
      const moved = group ? [...keys, group, key] : outer ? [...keys.slice(0, -1), key] : undefined;
      return {
        line: lineOf([...keys, key]),
        field: fieldName([...keys, key]),
        suggestion: moved ? fieldName(moved) : guess && fieldName([...keys, guess]),
        message: group
          ? `is not a field ${owner} but of its group "${group}"; move it under "${group}:", lined up with the fields there`
          : outer
            ? `is not a field ${owner} but of the group around it; move it out of "${parent}:", lined up with "${parent}:" itself`
            : guess
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
  // "form:" above "delivery mailto": a first field without its ":" reads as the text of the group.
  // "delivery:mailto" too: with no space after the ":" it is text.
  const colonless =
    type === 'object' && typeof found === 'string' && /^([A-Za-z_][\w-]*)( +|:)(\S.*)$/.exec(found);
  if (colonless) {
    const [, name, between, text] = colonless;
    const message = noColon(name, text, { space: between === ':' });
    return [{ line: valueLineOf(keys), field: fieldName([...keys, name]), message }];
  }
  // A number, true/false or [ ] or { } is shown as typed: YAML drops the 0 or + of "0422…" or "+91…".
  const typed = typeof found !== 'string' ? writtenAs?.(keys) : undefined;
  // "- Support: 24/7 on call" reads as a field "Support" holding "24/7 on call".
  const item = issue.code === 'invalid_type' && issue.expected === 'string' && typeof last === 'number';
  const [entry, ...more] = item && !typed && found?.constructor === Object ? Object.entries(found) : [];
  if (entry && !more.length && (entry[1] === null || typeof entry[1] !== 'object')) {
    const text = entry.join(': ').trim();
    const message = `found "${text}", which YAML reads as a field named "${entry[0]}" because of the ": "; put the whole item in quotes, such as - ${quoted(text)}`;
    return [{ line: lineOf(keys), field, message }];
  }
  const shown = typeof typed === 'string' ? typed : show(found);
  let message = issue.message;
  if (!message.includes(';')) message += `; ${typeFix(issue, found, shown, last)}`;
  return [{ line: lineOf(keys), field, message: `found ${shown}, ${message}` }];
}

function typeFix(issue: z.core.$ZodIssue, found: unknown, shown: string, key?: string | number): string {
  const expected = issue.code === 'invalid_type' ? issue.expected : undefined;
  if (expected === 'string' && (typeof found !== 'object' || /^[[{]/.test(shown)))
    return `put it in quotes: ${quoted(shown)}`;
  if (expected === 'string' && typeof found === 'object')
    return `write the text on the same line, after ${typeof key === 'number' ? 'the "- "' : `"${key}:"`}`;
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
