// The CMS page of dist/ (builder/cms.ts): its own bundle, with Sveltia CMS inside it.
// That it starts in a browser: the first test of tests/e2e/cms-editing.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, attr, builtSite, one, tag } from './site.ts';

const dist = builtSite('dist');

describe('/admin/', () => {
  it('loads its code, built', () => {
    const { src } = one(dist.page('admin/index.html'), and(tag('script'), attr('type', 'module'))).attribs;
    expect(src).toMatch(/^\/admin\/assets\/.+\.js$/);
    expect(dist.read(src.slice(1))).toContain('registerPreviewTemplate');
  });

  // MDX's parser (for the previews) needs acorn: acorn-jsx requires its CommonJS build, the rest import
  // its ES module, and the build aliases one to the other.
  it('carries one copy of acorn', () => {
    const acornOnly = "Cannot use keyword 'await' outside an async function";
    const files = fs.readdirSync(path.join(dist.dir, 'admin/assets')).filter((file) => file.endsWith('.js'));
    const code = files.map((file) => dist.read(`admin/assets/${file}`)).join('');
    expect(code.split(acornOnly)).toHaveLength(2);
  });
});
