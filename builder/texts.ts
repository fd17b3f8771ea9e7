// Each service text compiled once to a function body taking React's JSX runtime, for the prerender and for
// texts/<slug>.js. Kept out of the client bundle, so a text's edit leaves that bundle as it was.
import { compileSync } from '@mdx-js/mdx';
import { minifySync } from 'vite';
import { cachedEntry, codeVersion, hashOf, storeEntry } from './cache.ts';
import { bodySource, checkedCode, textOptions } from '../collections/body.ts';
import { checkContentOnce } from './content-check.ts';

// The check compiled each text it read; those it took from the cache were cached compiled too.
export function serviceTexts(root: string, drafts: boolean): Map<string, string> {
  const texts = new Map<string, string>();
  for (const entry of checkContentOnce(root, { drafts }).content.services) {
    const source = bodySource(entry.body, entry.bodyLine);
    const key = hashOf('text', codeVersion(), source);
    const checked = checkedCode(source);
    const stored = checked === undefined ? cachedEntry(key) : undefined;
    // Compiled here only when the cache lost an entry the check took from it.
    const code = checked ?? stored ?? String(compileSync(source, textOptions).value);
    if (stored === undefined) storeEntry(key, code);
    texts.set(entry.slug, code);
  }
  return texts;
}

export function textModule(code: string): string {
  return minifySync('text.js', `export default function () {\n${code}\n}\n`).code;
}
