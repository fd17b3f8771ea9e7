// Each service text compiled once to a function body taking React's JSX runtime, for the prerender and for
// texts/<slug>.js. Kept out of the client bundle, so a text's edit leaves that bundle as it was.
import { minifySync } from 'vite';
import { bodySource, checkedCode } from '../collections/body.ts';
import { checkContentOnce } from './content-check.ts';

// The check compiled each text it read (checkBody in collections/body.ts).
export function serviceTexts(root: string, drafts: boolean): Map<string, string> {
  const { services } = checkContentOnce(root, { drafts }).content;
  return new Map(
    services.map(({ slug, body, bodyLine }) => [slug, checkedCode(bodySource(body, bodyLine))!]),
  );
}

export function textModule(code: string): string {
  return minifySync('text.js', `export default function () {\n${code}\n}\n`).code;
}
