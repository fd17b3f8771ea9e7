// The 1200x630 image shown when a page is shared, drawn at build time from the page's title.
import fs from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { colors } from '../../src/theme/tokens';
import { phase } from '../lib/phases';

export const cardSize = { width: 1200, height: 630 } as const;

// Sizes in the card's own pixels; the card is an image, not a page, so rem and clamp() do not apply.
const card = { padding: 72, gap: 28, mark: 64, name: 34, heading: 76, text: 30 } as const;
const textWidth = cardSize.width - 2 * card.padding;

// Satori needs the font's bytes: Inter (SIL Open Font License) ships in the repository as woff,
// which it can read, unlike woff2. Nothing is fetched at build time.
const fontDir = path.join(import.meta.dirname, 'fonts');
// The favicon is the brand mark, so the card and the browser tab show the same logo.
const mark = `data:image/svg+xml;base64,${fs.readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg')).toString('base64')}`;
const fonts = [
  { name: 'Inter', weight: 400 as const, file: 'inter-latin-400-normal.woff' },
  { name: 'Inter', weight: 800 as const, file: 'inter-latin-800-normal.woff' },
].map(({ file, ...font }) => ({
  ...font,
  style: 'normal' as const,
  data: fs.readFileSync(path.join(fontDir, file)),
}));

export interface SocialCardProps {
  siteName: string;
  heading: string;
  text: string;
  address: string;
}

function SocialCard({ siteName, heading, text, address }: SocialCardProps) {
  return (
    <div
      style={{
        width: cardSize.width,
        height: cardSize.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: card.padding,
        color: colors.onNight,
        fontFamily: 'Inter',
        backgroundColor: colors.night,
        backgroundImage: `linear-gradient(135deg, ${colors.night} 45%, ${colors.nightSoft} 70%, ${colors.accent})`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: card.gap / 2 }}>
        <img src={mark} width={card.mark} height={card.mark} alt="" />
        <div style={{ fontSize: card.name, fontWeight: 800 }}>{siteName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: card.gap, width: textWidth }}>
        <div
          style={{
            fontSize: card.heading,
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: '-0.02em',
            color: colors.surface,
            lineClamp: 2,
          }}
        >
          {heading}
        </div>
        <div style={{ fontSize: card.text, lineHeight: 1.4, color: colors.onNightMuted, lineClamp: 2 }}>
          {text}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: card.text, color: colors.onNightMuted }}>{address}</div>
    </div>
  );
}

// Satori lays the card out as SVG on this thread; sharp rasterises and encodes it on its own thread
// pool, so the next pages are prerendered meanwhile and both cores are used.
export async function renderSocialCard(props: SocialCardProps): Promise<Buffer> {
  const svg = await phase('  card layout (satori)', () =>
    satori(<SocialCard {...props} />, { ...cardSize, fonts }),
  );
  return sharp(Buffer.from(svg)).png().toBuffer();
}
