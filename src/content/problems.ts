// A problem found in a content file, in words an editor can act on.
export interface Problem {
  file: string; // path from the repository root
  line?: number;
  field?: string;
  message: string;
}

export function formatProblem({ file, line, field, message }: Problem): string {
  const where = line ? `${file}:${line}` : file;
  return field ? `${where} ${field}: ${message}` : `${where} ${message}`;
}

export function githubAnnotation({ file, line, field, message }: Problem): string {
  const escape = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const location = line ? `file=${file},line=${line}` : `file=${file}`;
  return `::error ${location}::${escape(field ? `${field}: ${message}` : message)}`;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Content has ${count}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}
