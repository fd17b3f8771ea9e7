// Each service text compiled once to a function body taking React's JSX runtime, for the prerender and for
// texts/<slug>.js. Kept out of the client bundle, so a text's edit leaves that bundle as it was.
import { compileSync } from '@mdx-js/mdx';
import { minifySync } from 'vite';
import { bodySource, checkedCode, textOptions } from '../collections/body.ts';
import { checkContentOnce } from './content-check.ts';

// The check compiled each text it read.
export function serviceTexts(root: string, drafts: boolean): Map<string, string> {
  const texts = new Map<string, string>();
  for (const entry of checkContentOnce(root, { drafts }).content.services) {
    const source = bodySource(entry.body, entry.bodyLine);
    texts.set(entry.slug, checkedCode(source) ?? String(compileSync(source, textOptions).value));
  }
  return texts;
}

export function textModule(code: string): string {
  return minifySync('text.js', `export default function () {\n${code}\n}\n`).code;
}
