// The CMS page of dist/ (builder/cms.ts): its own bundle, with Sveltia CMS inside it.
// That it starts in a browser: the first test of tests/e2e/cms-editing.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { builtSite, page } from './site.ts';

const { dir: dist } = builtSite('dist');
const admin = page('admin/index.html');

describe('/admin/', () => {
  const [script] = DomUtils.findAll(
    (el) => el.name === 'script' && el.attribs.type === 'module',
    admin.children,
  );
  const code = () => fs.readFileSync(path.join(dist, script!.attribs.src.replace(/^\//, '')), 'utf8');

  it('loads its code, built', () => {
    expect(script?.attribs.src).toMatch(/^\/admin\/assets\/.+\.js$/);
    expect(code()).toContain('registerPreviewTemplate');
  });

  // MDX's parser (for the previews) needs acorn: acorn-jsx requires its CommonJS build, the rest import
  // its ES module, and the build aliases one to the other.
  it('carries one copy of acorn', () => {
    const acornOnly = "Cannot use keyword 'await' outside an async function";
    const files = fs
      .readdirSync(path.join(dist, 'admin/assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dist, 'admin/assets', file), 'utf8'));
    expect(files.join('').split(acornOnly)).toHaveLength(2);
  });
});
