// MDX's HTML tree becomes React elements directly, so the CMS page needs no 'unsafe-eval'.
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { MDXContent } from 'mdx/types';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { bodyRules, compileProblem } from '../../collections/body.ts';
import type { Problem } from '../../collections/problems.ts';
import { sentence } from '../../collections/messages.ts';

let last: { text: string; Content: MDXContent } | undefined;

export function compileBody(text: string): MDXContent {
  if (last?.text === text) return last.Content;
  let tree: Root | undefined;
  // What the content check would refuse, in its words: {…} code, which this preview cannot run, among it.
  const problems: Omit<Problem, 'file'>[] = [];
  try {
    const processor = createProcessor({
      remarkPlugins: [bodyRules(problems)],
      rehypePlugins: [() => (hast: Root) => void (tree = structuredClone(hast))],
    });
    // The tree MDX parses is what its own run starts from; the type names the run's end.
    processor.runSync(processor.parse(text) as never);
  } catch (error) {
    problems.push(compileProblem(error, text));
  }
  const Content: MDXContent = ({ components }) =>
    problems.length || !tree
      ? jsx('p', { role: 'alert', children: sentence(`This text ${problems[0]?.message}`) })
      : toJsxRuntime(tree, { Fragment, jsx, jsxs, components: components as never });
  last = { text, Content };
  return Content;
}
