import { plural } from './messages.ts';
import type { LineOf } from './yaml.ts';

export interface Problem {
  file: string; // path from the repository root
  line?: number;
  field?: string;
  message: string; // what was found, what is expected; what to do
}

export interface Parsed<T> {
  value?: T;
  problems: Problem[];
  // The fields as written, even when some are wrong, for the rules that compare files.
  partial?: { file: string; slug: string; data: unknown; lineOf: LineOf };
}

// `content/services/web-development.mdx:7 features: has 5 items, …; add one more line …`
export function formatProblem({ file, line, field, message }: Problem): string {
  const where = line ? `${file}:${line}` : file;
  return field ? `${where} ${field}: ${message}` : `${where} ${message}`;
}

// GitHub Actions turns this line into an annotation on the file in the pull request.
export function githubAnnotation({ file, line, field, message }: Problem): string {
  const escapeData = (value: string) =>
    value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const properties = [`file=${escapeProperty(file)}`];
  if (line) properties.push(`line=${line}`);
  properties.push(`title=${escapeProperty(field ? `Content: ${field}` : 'Content')}`);
  return `::error ${properties.join(',')}::${escapeData(field ? `${field}: ${message}` : message)}`;
}

export function problemsHeading(problems: Problem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  return `Content has ${plural(problems.length, 'problem')} in ${plural(files, 'file')}:`;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${problemsHeading(problems)}\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}
