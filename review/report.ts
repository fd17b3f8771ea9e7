// The review as index.md (the pull request's comment) and, rendered from it, index.html; regressions first.
import { Marked } from 'marked';
import { kib, type PageTransfer } from '../builder/page-weight.ts';
import { escapeHtml } from '../builder/pages.ts';
import { plural } from '../collections/messages.ts';
import type { PageHead } from './pages.ts';
import { pageName, type PageReview, type Review } from './review.ts';

const title = (review: Review) => `Review of ${review.head.slice(0, 7)} against ${review.base.slice(0, 7)}`;
const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 1)}%`;

export function summaryLine(review: Review): string {
  const counts = (['changed', 'added', 'removed'] as const).flatMap((status) => {
    const count = review.pages.filter((page) => page.status === status).length;
    return count ? [`${count} ${status}`] : [];
  });
  const pages = review.pages.length
    ? [...counts, `${review.unchanged} unchanged`].join(', ')
    : `no page changed (${review.unchanged} unchanged)`;
  const verdict = review.regressions.length
    ? plural(review.regressions.length, 'regression')
    : 'no regressions';
  return `Pages: ${pages}; ${verdict}.`;
}

// Texts a reviewer sees for a page.
function facts(page: PageReview): string[] {
  const lines: string[] = [];
  const { before, after } = page.head;
  const changedField = (field: keyof PageHead, label: string) => {
    if (before && after && before[field] !== after[field])
      lines.push(
        field === 'card'
          ? `${label} changed.`
          : `${label}: "${before[field] ?? ''}" → "${after[field] ?? ''}"`,
      );
  };
  changedField('title', 'Title');
  changedField('description', 'Description');
  changedField('card', 'Social card');
  const { violations } = page;
  lines.push(`Accessibility (axe): ${violations.before ?? '–'} → ${violations.after ?? '–'} violations.`);
  for (const v of violations.added)
    lines.push(`New violation "${v.rule}" (${v.help}) on ${v.targets.join(', ')}.`);
  const bytes = (b?: PageTransfer) =>
    b
      ? `${kib(b.total)} (HTML ${kib(b.html)}, JavaScript ${kib(b.scripts)}, fonts ${kib(b.fonts)}, pictures ${kib(b.images)})`
      : '–';
  lines.push(
    `Bytes of the whole page, compressed: ${bytes(page.bytes.before)} → ${bytes(page.bytes.after)}.`,
  );
  for (const budget of page.budgets) lines.push(`Budget: ${budget}.`);
  return lines;
}

const heading = (page: PageReview) => {
  const shares = page.widths.filter((width) => width.share !== undefined);
  const changed = shares.map((width) => `${percent(width.share!)} at ${width.width} px`).join(', ');
  return `${pageName(page.file)}: ${page.status}${changed ? ` (pixels changed: ${changed})` : ''}`;
};

export function markdownReport(review: Review, imageBase = '', open = false): string {
  const image = (file: string | undefined, alt: string) => (file ? `![${alt}](${imageBase}${file})` : '–');
  const out = [`## ${title(review)}`, '', `**${summaryLine(review)}**`, ''];
  // Escaped, so an axe help such as "<html> element must have a lang attribute" shows as written.
  const list = (lines: string[]) => lines.map((line) => `- ${escapeHtml(line)}`);
  if (review.regressions.length) out.push('### ⚠️ Regressions', '', ...list(review.regressions), '');
  for (const page of review.pages) {
    out.push(open ? '<details open>' : '<details>', `<summary><b>${heading(page)}</b></summary>`, '');
    out.push(...list(facts(page)), '');
    out.push('| Width | Before | After | Changes |', '| --- | --- | --- | --- |');
    for (const width of page.widths)
      out.push(
        `| ${width.width} px | ${image(width.images.before, 'before')} | ${image(width.images.after, 'after')} | ${image(width.images.diff, 'changed pixels')} |`,
      );
    for (const width of page.widths.filter((width) => width.images.cropBefore))
      out.push(
        '',
        `Where it starts to change at ${width.width} px (from ${width.cropTop} px down): before, after`,
        '',
        `${image(width.images.cropBefore, 'before')} ${image(width.images.cropAfter, 'after')}`,
      );
    out.push('', '</details>', '');
  }
  return `${out.join('\n').trim()}\n`;
}

// Each picture links to itself at full size and loads only as it scrolls into view.
const marked = new Marked({
  renderer: {
    image: ({ href, text }) => `<a href="${href}"><img src="${href}" alt="${text}" loading="lazy"></a>`,
  },
});

// The comment's Markdown as a page, the pages open when there are few.
export function htmlReport(review: Review): string {
  const body = marked.parse(markdownReport(review, '', review.pages.length <= 3), { async: false });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title(review)}</title>
<style>
/* h3 + ul: the regressions; p:has(img): the two crops, side by side. */
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 80rem; padding: 0 1rem; color: #111; }
h3 + ul { border: 2px solid #b91c1c; background: #fef2f2; padding: 0.5rem 2rem; border-radius: 0.5rem; }
details { border-top: 1px solid #ddd; padding: 0.75rem 0; }
summary { cursor: pointer; }
table { border-collapse: collapse; width: 100%; }
th, td { vertical-align: top; padding: 0.25rem; text-align: left; }
img { width: 100%; border: 1px solid #ddd; }
p:has(img) { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
</style>
</head>
<body>
${body}</body>
</html>
`;
}
