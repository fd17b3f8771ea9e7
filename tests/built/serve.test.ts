// `npm start` over dist/: it answers with the headers the build's _headers file gives a host.
import { afterAll, describe, expect, it } from 'vitest';
import { cspHeaderFor, headersFromFile, overrides, policyOf, securityHeaders } from '../../builder/policy.ts';
import { createStaticServer, listen } from '../../builder/serve.ts';
import { servicePath } from '../../collections/paths.ts';
import { builtSite } from './site.ts';

const dist = builtSite('dist');
const servicePaths = dist.content.services.map((service) => servicePath(service.slug));
const policy = policyOf(dist.content.site);
const server = createStaticServer({ dist: dist.dir, base: dist.base });
const origin = await listen(server, 0);
afterAll(() => void server.close());

// Each header the _headers file gives `pathname` that the response gives otherwise (caching aside).
const unlikeHeadersFile = (pathname: string, response: Response) =>
  Object.entries(headersFromFile(dist.read('_headers'), pathname))
    .filter(([name, value]) => name !== 'Cache-Control' && response.headers.get(name) !== value)
    .map(([name, value]) => `${pathname} ${name}: ${response.headers.get(name)}, not ${value}`);

describe('npm start', () => {
  it('serves every page and the 404 page with the headers of the _headers file, but not the file itself', async () => {
    for (const pathname of ['/', ...servicePaths, '/no-such-page']) {
      const response = await fetch(`${origin}${pathname}`);
      expect(unlikeHeadersFile(pathname, response)).toEqual([]);
      expect(response.headers.get('Content-Security-Policy'), pathname).toBe(cspHeaderFor(pathname, policy));
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers.get(name), `${name} of ${pathname}`).toBe(value);
    }
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });

  it('applies each override of the policy below its path, as the _headers file does', async () => {
    expect(overrides.length).toBeGreaterThan(0);
    for (const { path } of overrides) {
      expect(cspHeaderFor(path, policy)).not.toBe(cspHeaderFor('/', policy));
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('Content-Security-Policy')).toBe(cspHeaderFor(path, policy));
      expect(unlikeHeadersFile(path, response)).toEqual([]);
    }
  });

  // As GitHub Pages serves services/<slug>/index.html: a shared link of either form opens the page.
  it("answers a service's address with and without its last slash with the page, and unknown ones with 404", async () => {
    for (const pathname of servicePaths) {
      const withSlash = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
      const page = dist.read(`${pathname.slice(1)}index.html`);
      expect([withSlash.status, await withSlash.text()]).toEqual([200, page]);
      const without = await fetch(`${origin}${pathname.replace(/\/$/, '')}`, { redirect: 'manual' });
      expect([without.status, without.headers.get('location')]).toEqual([301, pathname]);
    }
    for (const pathname of [servicePath('no-such-service'), '/services/no-such-service', '/no-such-page/'])
      expect((await fetch(`${origin}${pathname}`)).status, pathname).toBe(404);
  });
});
