// MDX's HTML tree becomes React elements directly, so the CMS page needs no 'unsafe-eval'.
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { MDXContent } from 'mdx/types';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

const compiled = new Map<string, MDXContent>();

export function compileBody(text: string): MDXContent {
  const known = compiled.get(text);
  if (known) return known;
  let tree: Root | undefined;
  let problem: string | undefined;
  try {
    const processor = createProcessor({
      rehypePlugins: [() => (hast: Root) => void (tree = structuredClone(hast))],
    });
    // The tree MDX parses is what its own run starts from; the type names the run's end.
    processor.runSync(processor.parse(text) as never);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const Content: MDXContent = ({ components }) => {
    if (!tree) return jsx('p', { role: 'alert', children: `This text does not compile yet: ${problem}` });
    try {
      return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: components as never });
    } catch (error) {
      // A {…} expression would need evaluating; the site's content check refuses code anyway.
      return jsx('p', { role: 'alert', children: String(error instanceof Error ? error.message : error) });
    }
  };
  compiled.clear();
  compiled.set(text, Content);
  return Content;
}
