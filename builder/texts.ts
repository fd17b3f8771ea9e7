// The service texts as a build ships them: each compiled once to the body of a function that takes
// React's JSX runtime (textOptions), which the prerender calls with the server's React and the browser
// loads from texts/<slug>.js with its own (src/serviceTexts.ts). The texts are not in the client
// bundle, so that bundle is the same after a text's edit and a build reuses it.
import { compileSync } from '@mdx-js/mdx';
import { minifySync } from 'vite';
import { cachedEntry, codeVersion, hashOf, storeEntry } from './cache.ts';
import { bodySource, checkedCode, textOptions } from '../collections/body.ts';
import { checkContentOnce } from './content-check.ts';

// A text's compiled code, by slug, for every service the build shows (drafts when they are shown).
// The content check compiled each text it read; the texts it took from an earlier build's cache are
// in the cache too, compiled by that build.
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

// A text's module for the browser: its default export takes the JSX runtime and returns { default:
// the text's component }, minified as the bundles are.
export function textModule(code: string): string {
  return minifySync('text.js', `export default function () {\n${code}\n}\n`).code;
}
