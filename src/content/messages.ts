// How the schema's messages are worded where an editor reads them: by `npm run check:content`
// (scripts/content/validate.ts) and under a field in the CMS (src/admin/fields/), from one source.

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

// "a service lists exactly 6 key features" → "A service lists exactly 6 key features."
export function sentence(text: string): string {
  const trimmed = text.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?…]$/.test(trimmed) ? '' : '.'}`;
}

// A list with too few or too many entries: "has 5 items, a service lists exactly 6 key features".
export function countProblem(count: number, message: string): string {
  return `has ${plural(count, 'item')}, ${message.replace(/^needs/, 'but needs').replace(/^can/, 'but can')}`;
}
