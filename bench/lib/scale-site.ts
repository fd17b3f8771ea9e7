// Content for builds at scale: copies of the real entries with new file names, titles and card order.
import fs from 'node:fs';
import path from 'node:path';

const frontmatter = (file: string) => {
  const [, head, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fs.readFileSync(file, 'utf8')) ?? [];
  if (head === undefined) throw new Error(`${file} has no frontmatter`);
  return { head, body };
};
const set = (head: string, field: string, value: string) =>
  head.replace(new RegExp(`^${field}:.*$`, 'm'), `${field}: ${value}`);

// Fills `dir`'s content/ up to `services` services and half as many blog teasers (at least 3).
export function generate(dir: string, services: number): void {
  const write = (kind: string, count: number, change: (head: string, index: number) => string) => {
    const folder = path.join(dir, 'content', kind);
    const originals = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mdx'))
      .sort();
    for (let index = originals.length; index < count; index++) {
      const template = originals[index % originals.length];
      const { head, body } = frontmatter(path.join(folder, template));
      const name = `${template.replace(/\.mdx$/, '')}-${index + 1}.mdx`;
      fs.writeFileSync(path.join(folder, name), `---\n${change(head, index)}\n---\n${body}`);
    }
  };
  write('services', services, (head, index) =>
    set(set(head, 'title', `${/^title: (.*)$/m.exec(head)?.[1]} ${index + 1}`), 'order', String(index + 1)),
  );
  write('blog', Math.max(3, Math.floor(services / 2)), (head, index) =>
    set(
      set(head, 'title', `${/^title: (.*)$/m.exec(head)?.[1]} (part ${index + 1})`),
      'link',
      `https://medium.com/@stackwise-studio/generated-post-${index + 1}`,
    ),
  );
}
