// What the built pages say about themselves and to the browser before anything runs: the security
// policy's <meta> copy, the structured data, the sitemap.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspMetaFor } from '../../scripts/security/policy';
import { all, and, attr, loadContent, one, page, pageFiles, repoRoot, tag, text } from './built';

const { site } = loadContent();

// The address a page file answers at ("services/x.html" → "/services/x").
const sitePath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

describe('every built page', () => {
  for (const file of pageFiles()) {
    it(`${file} carries the security policy for its address as a <meta> too`, () => {
      const meta = one(page(file), and(tag('meta'), attr('http-equiv', 'Content-Security-Policy')));
      expect(meta.attribs.content).toBe(cspMetaFor(sitePath(file)));
    });
  }
});

describe('the landing page', () => {
  it('describes the agency as JSON-LD data, which the policy lets through as data', () => {
    const data = one(page('index.html'), and(tag('script'), attr('type', 'application/ld+json')));
    expect(JSON.parse(text(data))).toMatchObject({ '@type': 'ProfessionalService', name: site.name });
    // No other inline script: the policy allows scripts from the site's own files only.
    const inline = all(page('index.html'), (element) => element.name === 'script' && !element.attribs.src);
    expect(inline).toEqual([data]);
  });
});

describe('the sitemap', () => {
  it('lists pages and leaves the CMS out', () => {
    const sitemap = fs.readFileSync(path.join(repoRoot, 'dist/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
  });
});
