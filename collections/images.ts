// Pictures named in content must exist in content/images.
import fs from 'node:fs';
import path from 'node:path';
import { pictureFile, pictureLike } from './paths.ts';
import { closest } from './names.ts';
import type { Problem } from './problems.ts';
import { fieldName, type Keys, type LineOf } from './yaml.ts';

export function missingImages(
  root: string,
  file: string,
  data: unknown,
  lineOf: LineOf,
  keys: Keys = [],
): Problem[] {
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) =>
      missingImages(root, file, value, lineOf, [...keys, Array.isArray(data) ? Number(key) : key]),
    );
  }
  if (typeof data !== 'string' || !pictureLike.test(data) || fs.existsSync(path.join(root, 'content', data)))
    return [];
  const folder = path.posix.dirname(`content/${data}`);
  const present = fs.existsSync(path.join(root, folder))
    ? fs.readdirSync(path.join(root, folder)).filter((name) => pictureFile.test(name))
    : [];
  const guess = closest(path.posix.basename(data), present);
  const fix = guess
    ? `did you mean "${path.posix.dirname(data)}/${guess}"?`
    : `add the picture to ${folder}/ or correct the path${present.length ? ` (the pictures there are: ${present.join(', ')})` : ''}`;
  const message = `found "${data}", but there is no picture content/${data}; ${fix}`;
  return [{ file, line: lineOf(keys), field: fieldName(keys), message }];
}
