// `npm run cms`, the CMS on an editor's laptop, served by Vite's dev server. What its code does in a
// browser is tested on the built /admin/ (tests/e2e/cms-editing.spec.ts), which is the same code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsConfigYaml } from '../../cms/config.ts';
import { startCms } from '../e2e/cms.ts';
import { repoRoot } from './site-copy.ts';

let cms: Awaited<ReturnType<typeof startCms>>;
beforeAll(async () => {
  cms = await startCms();
}, 90_000);
afterAll(() => cms?.stop());

describe('npm run cms', () => {
  it('serves the CMS page, which asks for the configuration and starts the CMS module', async () => {
    const response = await fetch(`${cms.url}/admin/`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<link rel="cms-config-url" type="text/yaml" href="config.yml" />');
    const [, entry] = /<script type="module" src="([^"]+)"/.exec(html) ?? [];
    expect(entry, 'the module script of the CMS page').toBeDefined();

    const module = await fetch(new URL(entry, `${cms.url}/admin/`));
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toContain('javascript');
    // Vite has resolved its imports: the CMS itself and the preview templates.
    const code = await module.text();
    expect(code).toMatch(/^import CMS from "[^"]+\/deps\/@sveltia_cms\.js\?v=\w+";$/m);
    expect(code).toContain('/cms/preview/templates.tsx');
  });

  it('serves the configuration the schema makes now', async () => {
    const response = await fetch(`${cms.url}/admin/config.yml`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(cmsConfigYaml(repoRoot));
  });
});
