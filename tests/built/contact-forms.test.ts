// The contact form as each delivery builds it (tests/forms/sites.ts, the fixture site): its markup, where
// it posts without JavaScript, Netlify's thank-you page, and the policy that lets its receiver in.
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { headersFromFile } from '../../builder/policy.ts';
import { messageSentPath } from '../../collections/paths.ts';
import { fixtureContent, formService, formSiteDir, formSites, type FormMode } from '../forms/sites.ts';
import { all, and, attr, one, tag, text } from './site.ts';

const { home } = fixtureContent();
const read = (mode: FormMode, file: string) => fs.readFileSync(path.join(formSiteDir(mode), file), 'utf8');
const landing = (mode: FormMode) => parseDocument(read(mode, 'index.html'));
const formOf = (mode: FormMode) => one(landing(mode), tag('form'), 'form');
const modes = Object.keys(formSites) as FormMode[];
const sentPage = `${messageSentPath.slice(1)}index.html`;
const policy = (mode: FormMode) =>
  headersFromFile(read(mode, '_headers'), '/')['Content-Security-Policy'].split('; ');

describe('Netlify delivery', () => {
  const form = formOf('netlify');

  it("carries what Netlify's parser reads: a name, the Netlify attribute, the honeypot and form-name", () => {
    expect(form.attribs).toMatchObject({
      name: 'contact',
      'data-netlify': 'true',
      'netlify-honeypot': '_gotcha',
      method: 'post',
      action: messageSentPath,
    });
    const formName = one(form, and(tag('input'), attr('name', 'form-name')));
    expect(formName.attribs).toMatchObject({ type: 'hidden', value: 'contact' });
    const names = all(form, tag('input', 'textarea')).map((field) => field.attribs.name);
    expect(names).toEqual(['form-name', '_gotcha', 'name', 'email', 'subject', 'message']);
  });

  it('lands a post without JavaScript on a thank-you page kept out of search engines and the sitemap', () => {
    const page = parseDocument(read('netlify', sentPage));
    const { thanks } = home.contact.form;
    expect(text(one(page, tag('h1')))).toBe(thanks.heading);
    expect(text(page)).toContain(thanks.text);
    expect(all(page, and(tag('a'), attr('href', '/'))).map(text)).toContain(thanks.homeLink);
    expect(one(page, and(tag('meta'), attr('name', 'robots'))).attribs.content).toBe('noindex');
    expect(all(page, and(tag('link'), attr('rel', 'canonical')))).toEqual([]);
    expect(read('netlify', 'sitemap.xml')).not.toContain('message-sent');
  });
});

describe('each delivery', () => {
  it('has the thank-you page only when Netlify delivers', () => {
    for (const mode of modes)
      expect(fs.existsSync(path.join(formSiteDir(mode), sentPage)), mode).toBe(mode === 'netlify');
  });

  it('posts without JavaScript to the e-mail program, the thank-you page or the form service', () => {
    // Every field as a line of the e-mail's body (what the browser makes of it: contact-form.spec.ts); the
    // specification shows no required field. A delivered message must not be empty.
    expect(formOf('mailto').attribs).toMatchObject({ method: 'post', enctype: 'text/plain' });
    expect(all(formOf('mailto'), attr('required'))).toEqual([]);
    for (const mode of ['netlify', 'service'] as const)
      expect(all(formOf(mode), attr('required')).map((field) => field.attribs.name)).toEqual(['message']);
    expect(formOf('service').attribs).toMatchObject({ action: formService, method: 'post' });
    for (const mode of ['mailto', 'service'] as const)
      expect(formOf(mode).attribs['data-netlify'], mode).toBeUndefined();
  });

  it("lets the form reach its receiver, and no other site, in the policy's header and meta tag", () => {
    const origin = new URL(formService).origin;
    const expected = {
      mailto: ["connect-src 'self'", "form-action 'self' mailto:"],
      netlify: ["connect-src 'self'", "form-action 'self'"],
      service: [`connect-src 'self' ${origin}`, `form-action 'self' ${origin}`],
    };
    for (const mode of modes) {
      expect(policy(mode), mode).toEqual(expect.arrayContaining(expected[mode]));
      const meta = one(landing(mode), and(tag('meta'), attr('http-equiv', 'Content-Security-Policy')));
      const inMeta = policy(mode).filter((rule) => !rule.startsWith('frame-ancestors'));
      expect(meta.attribs.content, mode).toBe(inMeta.join('; '));
    }
  });
});
