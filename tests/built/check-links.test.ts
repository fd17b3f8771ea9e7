// `npm run check:links`: it passes on the build and catches what it is there to catch.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, externalLinkProblem } from '../../builder/check-links.ts';
import { filesUnder, tempDir } from '../content/site-copy.ts';
import { builtSite } from './site.ts';

const { dir: dist, base } = builtSite('dist');
let broken: string;

beforeAll(() => {
  broken = tempDir('check-links-');
  fs.cpSync(dist, broken, { recursive: true });
  const addToMain = (file: string, ...html: string[]) =>
    filesUnder(broken).edit(file, (page) => page.replace('</main>', `${html.join('')}</main>`));
  addToMain(
    'index.html',
    '<a href="/#no-such-section">anchor</a>',
    '<a href="/services/no-such-service">page</a>',
    '<img src="/assets/missing.png" alt="">',
    '<a href="http://insecure.example/">insecure</a>',
  );
  // A page other than the one the anchor is on: the crawler does not look there.
  const [other] = fs.readdirSync(path.join(broken, 'services'));
  addToMain(`services/${other}/index.html`, `<a href="${base}#no-such-place">elsewhere</a>`);
});

afterAll(() => fs.rmSync(broken, { recursive: true, force: true }));

describe('the link check', () => {
  it('finds nothing wrong with the build', async () => {
    const report = await checkLinks({ dist, base });
    expect(report.problems).toEqual([]);
    expect(report.pages).toBeGreaterThan(1);
    expect(report.external).toBeGreaterThan(0);
  }, 60_000);

  it('reports a missing anchor (on the page or another), a missing page, a missing image and an http:// link', async () => {
    const { problems } = await checkLinks({ dist: broken, base });
    const found = problems.map((problem) => `${problem.url} ${problem.reason}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/#no-such-section .*not found/),
        expect.stringMatching(/#no-such-place no element with id "no-such-place" on index\.html/),
        expect.stringMatching(/\/services\/no-such-service answered 404/),
        expect.stringMatching(/\/assets\/missing\.png answered 404/),
        expect.stringMatching(/^http:\/\/insecure\.example\/ must start with https:\/\//),
      ]),
    );
  }, 60_000);
});

describe('an external link', () => {
  it.each([
    'https://medium.com/@example/a-post-with-a-long-name',
    'https://www.openstreetmap.org/?mlat=12.5&mlon=78.25#map=15/12.5/78.25',
    'mailto:someone@example.com',
    'mailto:someone@example.com?subject=Hi',
    'tel:+15550100',
  ])('is accepted when well formed: %s', (href) => {
    expect(externalLinkProblem(href)).toBeUndefined();
  });

  it.each([
    ['http://example.com', 'must start with https://'],
    ['https:/example.com', 'must start with https://'],
    ['https://exa mple.com', 'is not a well-formed URL'],
    ['https://localhost/page', 'has no valid host name ("localhost")'],
    ['javascript:alert(1)', 'must start with https://'],
    ['//example.com/x', 'must start with https://'],
    ['mailto:nobody', 'is not a valid mailto: address'],
    ['tel:call-us', 'is not a valid tel: number'],
  ])('is refused when malformed: %s', (href, reason) => {
    expect(externalLinkProblem(href)).toBe(reason);
  });
});
