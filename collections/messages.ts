// The schema's messages as editors read them, in `npm run check:content` and in the CMS's fields.

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export function sentence(text: string): string {
  const trimmed = text.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?…]$/.test(trimmed) ? '' : '.'}`;
}

// A list with too few or too many entries: "has 5 items, a service lists exactly 6 key features".
export function countProblem(count: number, message: string): string {
  return `has ${plural(count, 'item')}, ${message.replace(/^needs/, 'but needs').replace(/^can/, 'but can')}`;
}

// Names read as labels ("postalCode" → "Postal code"); a few short names get clearer words.
const namedLabels: Record<string, string> = {
  body: 'Page text',
  cta: 'Call to action',
  href: 'Link target',
  imageAlt: 'Image description',
  postalCode: 'PIN code',
};

export function labelFor(name: string): string {
  if (namedLabels[name]) return namedLabels[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Where a problem is, in the form's words: ["contact", "phone"] → "Contact › Phone".
export function fieldLabel(path: (string | number)[]): string {
  return path.map((key) => (typeof key === 'number' ? String(key + 1) : labelFor(key))).join(' › ');
}
