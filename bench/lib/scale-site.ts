// Content for builds at scale: copies of the real entries with new file names, titles and card order.
import fs from 'node:fs';
import path from 'node:path';
import type { Document } from 'yaml';
import { readFrontmatter } from '../../collections/frontmatter.ts';
import { yamlStyle } from '../../collections/yaml.ts';

// Fills `dir`'s content/ up to `services` services and half as many blog teasers (at least 3).
export function generate(dir: string, services: number): void {
  const write = (kind: string, count: number, change: (fields: Document, index: number) => void) => {
    const folder = path.join(dir, 'content', kind);
    const originals = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mdx'))
      .sort();
    for (let index = originals.length; index < count; index++) {
      const template = originals[index % originals.length];
      const { document, body } = readFrontmatter(fs.readFileSync(path.join(folder, template), 'utf8'))!;
      change(document, index);
      const name = `${template.replace(/\.mdx$/, '')}-${index + 1}.mdx`;
      fs.writeFileSync(path.join(folder, name), `---\n${document.toString(yamlStyle)}---\n${body}`);
    }
  };
  write('services', services, (fields, index) => {
    fields.set('title', `${fields.get('title')} ${index + 1}`);
    fields.set('order', index + 1);
  });
  write('blog', Math.max(3, Math.floor(services / 2)), (fields, index) => {
    fields.set('title', `${fields.get('title')} (part ${index + 1})`);
    fields.set('link', `https://medium.com/@stackwise-studio/generated-post-${index + 1}`);
  });
}
