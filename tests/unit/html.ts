// Reading prerendered HTML back: React writes well-formed markup, so a few patterns are enough.
export const decode = (text = '') =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

export const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

export const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1];
export const headOf = (html: string) => html.split('</head>')[0];

export const attributes = (tag: string): Record<string, string | undefined> =>
  Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]),
  );

export type Found = Record<string, string | undefined> & { text: string; inner: string };
export const elements = (html: string, name: string): Found[] =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}>`, 'g'))].map(
    ([, attrs, inner]) => ({
      ...attributes(attrs),
      text: textOf(inner),
      inner,
    }),
  );

export const links = (html: string) => elements(bodyOf(html), 'a');
export const headings = (html: string, level: number) =>
  elements(bodyOf(html), `h${level}`).map((h) => h.text);

// A service body's paragraphs as the page shows them, one line each.
export const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
