// The fixture site (tests/fixtures/content/valid) built once per way the contact form can deliver, into
// dist-forms/<mode>/ by `npm run build:forms`, which `npm test` runs before the tests that use them.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkedContent } from '../built/site.ts';
import { validRoot, withDelivery } from '../content/content-root.ts';
import { copySite, repoRoot } from '../content/site-copy.ts';

export const formService = 'https://forms.example/f/contact-abc123';

// Each mode, by what contact.form.delivery says in site.yaml (nothing at all: the default).
export const formSites = { mailto: undefined, netlify: 'netlify', service: formService } as const;
export type FormMode = keyof typeof formSites;

export const formSiteDir = (mode: FormMode) => path.join(repoRoot, 'dist-forms', mode);

// The fixture's content, as each of the builds saw it.
export const fixtureContent = () => checkedContent(validRoot, false);

function build(mode: FormMode) {
  const delivery = formSites[mode];
  const site = copySite({ content: path.join(validRoot, 'content') });
  try {
    if (delivery) site.edit('content/site.yaml', (text) => withDelivery(text, delivery));
    const result = site.build({ OUT_DIR: formSiteDir(mode), SITE_CMS: 'off', BASE_PATH: '/' });
    if (result.status !== 0)
      throw new Error(`the ${mode} form site did not build:\n${result.stdout}${result.stderr}`);
  } finally {
    site.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.rmSync(path.join(repoRoot, 'dist-forms'), { recursive: true, force: true });
  for (const mode of Object.keys(formSites) as FormMode[]) build(mode);
  console.log(`Built the fixture site in dist-forms/ per delivery: ${Object.keys(formSites).join(', ')}`);
}
