// The text below the frontmatter: MDX that must compile and may use no components or code.
import { compileSync, type CompileOptions } from '@mdx-js/mdx';
import type { Problem } from './problems.ts';

// How the dev server compiles MDX (@mdx-js/rollup, builder/content-plugin.ts).
export const mdxOptions: Readonly<CompileOptions> = {};
// How a build compiles texts (builder/texts.ts); the content check uses it too, so each compiles once.
export const textOptions: Readonly<CompileOptions> = { ...mdxOptions, outputFormat: 'function-body' };

// The content check's output by source, for the build to reuse.
const compiledCode = new Map<string, string>();
export const checkedCode = (source: string): string | undefined => compiledCode.get(source);

// Blank lines in place of the frontmatter keep the body's line numbers equal to the file's.
export const bodySource = (body: string, bodyLine: number): string => '\n'.repeat(bodyLine - 1) + body;

// What @mdx-js/mdx throws: a VFileMessage.
type MdxError = { line?: number; reason?: string; ruleId?: string; source?: string };

const bodyCache = new Map<string, Omit<Problem, 'file'>[]>();
export function checkBody(file: string, body: string, bodyLine: number): Problem[] {
  const source = bodySource(body, bodyLine);
  if (!bodyCache.has(source)) bodyCache.set(source, compileBody(source, bodyLine));
  return bodyCache.get(source)!.map((problem) => ({ file, ...problem }));
}

function compileBody(source: string, bodyLine: number): Omit<Problem, 'file'>[] {
  const found: Omit<Problem, 'file'>[] = [];
  try {
    const compiled = compileSync(source, {
      ...textOptions,
      remarkPlugins: [
        ...(textOptions.remarkPlugins ?? []),
        () => (tree) => collectComponents(tree as MdastNode, found),
      ],
    });
    compiledCode.set(source, String(compiled.value));
  } catch (error) {
    const { line, reason, ruleId, source: origin } = error as MdxError;
    const message = mdxReason(reason ?? String(error), ruleId, origin);
    found.push({ line: line ?? bodyLine, field: 'body', message });
  }
  return found;
}

interface MdastNode {
  type: string;
  name?: string | null;
  position?: { start: { line: number } };
  children?: MdastNode[];
}

// The site's MDX has no components (MDXComponents.tsx only restyles HTML): a capitalised tag would crash.
function collectComponents(node: MdastNode, out: Omit<Problem, 'file'>[]) {
  const report = (message: string) => out.push({ line: node.position?.start.line, field: 'body', message });
  const element = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  if (element && /^[A-Z]/.test(node.name ?? ''))
    report(
      `uses <${node.name}>, but the site has no such component; remove the tag (plain text, Markdown and HTML tags such as <strong> work)`,
    );
  else if (node.type === 'mdxjsEsm')
    report('has an import or export line, but the text may not load code; remove the line');
  node.children?.forEach((child) => collectComponents(child, out));
}

function mdxReason(reason: string, ruleId: string | undefined, origin: string | undefined): string {
  const tag = /closing tag for `<([^`>\s]+)[^`]*>`/.exec(reason)?.[1];
  if (ruleId === 'end-tag-mismatch' && tag && /before the end of/.test(reason))
    return `has <${tag}> without a closing </${tag}>; add </${tag}> where it should end, or remove the tag`;
  if (ruleId === 'end-tag-mismatch' || ruleId === 'unexpected-closing-slash')
    return 'has a closing tag (</…>) that does not match an opening tag; remove it or add the matching opening tag';
  if (origin?.includes('expression') && ruleId === 'unexpected-eof')
    return 'has a "{" that is never closed, and MDX reads { … } as code; add the closing "}" or write \\{ to show a brace';
  if (origin?.includes('expression'))
    return 'has { … } that is not valid code, and MDX reads { … } as code; write \\{ and \\} to show braces as text';
  if (origin?.includes('jsx') && /before name/.test(reason))
    return 'has a "<" that does not start a tag; write \\< (or &lt;) to show the "<" character';
  return `cannot be read as MDX (${reason.replace(/\.$/, '')}); check the tags (<…>) and braces ({…}) on this line`;
}
