// File names: the slug a file stands for, the name it should have, the nearest of several names.
import fs from 'node:fs';
import path from 'node:path';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugOf(file: string): string {
  return path.basename(file).replace(/\.[^.]*$/, '');
}

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function renameAdvice(absoluteFile: string, slug: string): string {
  const better = slugify(slug) || 'my-title';
  const taken = (name: string) => fs.existsSync(path.join(path.dirname(absoluteFile), `${name}.mdx`));
  if (!taken(better)) return `rename the file to "${better}.mdx"`;
  let free = 2;
  while (taken(`${better}-${free}`)) free++;
  return `rename the file, to "${better}-${free}.mdx" for example ("${better}.mdx" is taken)`;
}

export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
