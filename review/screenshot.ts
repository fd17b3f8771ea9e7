// `npm run screenshots -- /path …`: a running `npm start`'s pages on a phone and a desktop, in screenshots/.
import fs from 'node:fs/promises';
import { ports } from '../site.config.ts';
import { launch, lookAt } from './browser.ts';

const origin = `http://localhost:${process.env.PORT ?? ports.site}`;
const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/services/web-development/', '/nope'];

await fs.mkdir('screenshots', { recursive: true });
const browser = await launch();
for (const path of paths) {
  const { screenshots } = await lookAt(browser, origin + path);
  for (const [width, png] of Object.entries(screenshots)) {
    const name = `screenshots/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await fs.writeFile(name, png);
    console.log(name);
  }
}
await browser.close();
