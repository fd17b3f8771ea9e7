// The text below the frontmatter: MDX that must compile and may use no components or code.
import { compileSync, type CompileOptions } from '@mdx-js/mdx';
import type { Problem } from './problems.ts';
import { httpsProblem, missingSlash } from './schema.ts';

// How the dev server compiles MDX (@mdx-js/rollup, builder/content-plugin.ts).
export const mdxOptions: Readonly<CompileOptions> = {};
// How a build compiles texts (builder/texts.ts); the content check uses it too, so each compiles once.
export const textOptions: Readonly<CompileOptions> = { ...mdxOptions, outputFormat: 'function-body' };

// Each text compiles once per process: its code for the build to reuse, and its problems.
const compiled = new Map<string, { code?: string; problems: Omit<Problem, 'file'>[] }>();
export const checkedCode = (source: string): string | undefined => compiled.get(source)?.code;

// Blank lines in place of the frontmatter keep the body's line numbers equal to the file's.
export const bodySource = (body: string, bodyLine: number): string => '\n'.repeat(bodyLine - 1) + body;

// What @mdx-js/mdx throws: a VFileMessage.
type MdxError = { line?: number; column?: number; reason?: string; ruleId?: string; source?: string };

export function checkBody(file: string, body: string, bodyLine: number): Problem[] {
  const source = bodySource(body, bodyLine);
  if (!compiled.has(source)) compiled.set(source, compileBody(source, bodyLine));
  return compiled.get(source)!.problems.map((problem) => ({ file, ...problem }));
}

function compileBody(source: string, bodyLine: number) {
  const problems: Omit<Problem, 'file'>[] = [];
  try {
    const remarkPlugins = [...(textOptions.remarkPlugins ?? []), bodyRules(problems)];
    return { code: String(compileSync(source, { ...textOptions, remarkPlugins }).value), problems };
  } catch (error) {
    return { problems: [...problems, compileProblem(error, source, bodyLine)] };
  }
}

// The same words for a text that does not compile, in the check and in the CMS's preview.
export function compileProblem(error: unknown, source: string, bodyLine = 1): Omit<Problem, 'file'> {
  const { line, reason = String(error) } = error as MdxError;
  // An unclosed tag at the end of the text names its place only in the reason: "(3:1-3:5)".
  const at = line ?? Number(/\((\d+):\d+-/.exec(reason)?.[1] ?? bodyLine);
  const message = mdxReason({ ...(error as MdxError), reason }, source.split('\n')[at - 1]);
  return { line: at, field: 'body', message };
}

interface MdastNode {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  alt?: string | null;
  attributes?: MdastNode[];
  position?: { start: { line: number } };
  children?: MdastNode[];
}

// The formatting tags content/README.md lists show as they are; others break the build (<script>), meet
// the security policy (<iframe>) or skip the checks of pictures and links (<img>, <a>).
const htmlTags = 'strong em b i u s sub sup small mark abbr code kbd span br'.split(' ');

function tagProblem(name: string): string | undefined {
  if (/^[A-Z]/.test(name))
    return `uses <${name}>, but the site has no such component; remove the tag (plain text, Markdown and HTML tags such as <strong> work)`;
  if (!htmlTags.includes(name))
    return `uses <${name}>, which the site cannot show; remove the tag, or link to what it shows with [text](https://…) (Markdown and the HTML tags content/README.md lists, such as <strong>, work)`;
}

const expressionProblem = (code: unknown) =>
  `has {${/^.{0,40}$/.test(String(code)) ? code : '…'}}, which MDX reads as code; write \\{ to show a brace, or remove it`;

// Pages of the site start with /, places on the page with #; the rest is another website's address.
function linkProblem(url: string): string | undefined {
  if (/^(\/|#|mailto:|tel:)/i.test(url)) return undefined;
  if (/^[^:/.]+(\/|$)/.test(url)) return missingSlash;
  return httpsProblem(url);
}

// The rules of a text that compiles, as a remark plugin: the content check's and the CMS preview's.
export const bodyRules = (out: Omit<Problem, 'file'>[]) => () => (tree: unknown) =>
  collectProblems(tree as MdastNode, out);

function collectProblems(node: MdastNode, out: Omit<Problem, 'file'>[]) {
  const report = (message?: string | false) =>
    message && out.push({ line: node.position?.start.line, field: 'body', message });
  const attributes = node.attributes ?? [];
  const style = attributes.find(({ name }) => name === 'style');
  // {…} as a value (title={x}) or as an attribute ({...x}).
  const code = attributes
    .map(({ type, value }) => (type === 'mdxJsxAttribute' ? (value as MdastNode | null)?.value : value))
    .find((value) => value !== undefined);
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
    report(
      tagProblem(node.name ?? '') ??
        (style
          ? `has style="…", but the site's design sets colours, fonts and sizes, not its text; remove style="…" from <${node.name}>`
          : code !== undefined && expressionProblem(code)),
    );
  else if (node.type === 'mdxjsEsm')
    report('has an import or export line, but the text may not load code; remove the line');
  else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
    report(expressionProblem(node.value));
  else if (node.type === 'image' || node.type === 'imageReference')
    report(
      `shows the picture ${node.url ?? node.alt}, but the page text cannot hold pictures; remove it (pictures go in the image fields of blog teasers and of the about section in content/home.yaml)`,
    );
  else if (node.type === 'link' || node.type === 'definition') {
    const problem = linkProblem(node.url!);
    report(problem && `has a link to "${node.url}", ${problem}`);
  }
  node.children?.forEach((child) => collectProblems(child, out));
}

function mdxReason({ reason, ruleId, source: origin, column = 0 }: MdxError & { reason: string }, text = '') {
  const tag = /closing tag for `<([^`>\s]+)[^`]*>`/.exec(reason)?.[1];
  if (ruleId === 'end-tag-mismatch' && tag && /^Expected a closing tag/.test(reason))
    return tag === 'br'
      ? 'has <br>, but MDX needs it written <br />; write <br /> instead'
      : (tagProblem(tag) ??
          `has <${tag}> without a closing </${tag}>; add </${tag}> where it should end, or remove the tag`);
  if (ruleId === 'end-tag-mismatch' || ruleId === 'unexpected-closing-slash')
    return 'has a closing tag (</…>) that does not match an opening tag; remove it or add the matching opening tag';
  if (origin?.includes('expression') && ruleId === 'unexpected-eof')
    return 'has a "{" that is never closed, and MDX reads { … } as code; write \\{ to show a brace, or remove it';
  if (origin?.includes('expression'))
    return 'has { … } that is not valid code, and MDX reads { … } as code; write \\{ and \\} to show braces as text';
  if (reason.includes('to create a comment'))
    return 'has a note (<!-- … -->), but the page text cannot hold notes; remove it (a note for editors can go between the --- lines, on a line starting with #)';
  if (reason.includes('to create a link')) {
    const url = /^<([^\s>]*)/.exec(text.slice(text.lastIndexOf('<', column - 1)))?.[1] ?? '';
    const href = url.includes(':') ? url : `mailto:${url}`;
    return `has <${url}>, which MDX reads as a tag; write the link as [text](${href})`;
  }
  if (origin?.includes('jsx') && /before name/.test(reason))
    return 'has a "<" that does not start a tag; write \\< (or &lt;) to show the "<" character';
  return `cannot be read as MDX (${reason.replace(/\.$/, '')}); check the tags (<…>) and braces ({…}) on this line`;
}
