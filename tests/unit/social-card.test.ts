// The social card: its text in at most two lines, the second ending in an ellipsis when there is more,
// as its line-clamp promises; its gradient; its banded encoding. Built cards: tests/built/head.test.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { breakLines, cardSize, renderSocialCard } from '../../builder/seo/social-card.ts';
import { colors } from '../../src/theme/tokens.ts';

// Ten pixels a character, so the expectations can be read off the strings.
const measure = (line: string) => line.length * 10;

describe('the social card', () => {
  it.each([
    ['keeps a text that fits on one line', 'Plain words', 200, ['Plain words']],
    [
      'breaks a longer one between words',
      'Fast, accessible websites built',
      200,
      ['Fast, accessible', 'websites built'],
    ],
    [
      'ends the second line with an ellipsis when the text needs a third',
      'one two three four five six seven eight nine ten eleven twelve',
      140,
      ['one two three', 'four five six…'],
    ],
    ['drops the punctuation before the ellipsis', 'aaaa, bbbb, cccc, dddd', 60, ['aaaa,', 'bbbb…']],
    [
      'cuts a word too long to end a line with it',
      'short incomprehensibilities again',
      100,
      ['short', 'incompreh…'],
    ],
  ])('%s, each line within the width', (_what, text, width, lines) => {
    expect(breakLines(text, width, 2, measure)).toEqual(lines);
  });

  it('lays its diagonal gradient under the text, from night at the top left to the accent', async () => {
    const png = renderSocialCard({ siteName: 'S', heading: 'H', text: 'T', address: 'a' });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    };
    const { width, height } = cardSize;
    expect(pixel(0, 0)).toBe(colors.night);
    // The last stop sits at the far corner, which is one diagonal short of it: within a level.
    const corner = pixel(width - 1, height - 1);
    const channels = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
    channels(corner).forEach((value, index) =>
      expect(Math.abs(value - channels(colors.accent)[index])).toBeLessThanOrEqual(1),
    );
    // One colour along each diagonal (x + y the same), in the corner where no text is drawn.
    for (let step = 1; step < 40; step++)
      expect(pixel(width - 41 + step, height - 1 - step)).toBe(pixel(width - 41, height - 1));
    expect(pixel(width - 41, height - 1)).not.toBe(corner);
  });

  // Only the rows with text are read back and encoded, the rest come from the background: glyphs reaching
  // far above or below their line, one line or two, each card drawn over the one before.
  it('encodes every pixel its text touches, as the whole card read back has them', async () => {
    const cards = [
      { heading: 'Ångström Éclair', text: 'gjpqy, under the baseline' },
      { heading: 'A heading long enough to need a second line on the card, and a third', text: 'Short.' },
      {
        heading: 'Yy',
        text: 'A description long enough to need two lines on the card, and then more than two lines, so that it ends with an ellipsis where the card stops it.',
      },
      { heading: 'ÇÀÉÎÕÜ ĄĘŁŃ', text: 'çàéîõü ąęłń' },
    ].map((card) => ({ ...card, siteName: 'Example Studio', address: 'example.com' }));
    const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer()).toString('base64');
    for (const [index, card] of cards.entries()) {
      // The card before leaves its text on the canvas, where this one draws its background again.
      renderSocialCard(cards.at(index - 1)!);
      const banded = await pixels(renderSocialCard(card));
      expect(banded, card.heading).toBe(await pixels(renderSocialCard(card, { wholeCard: true })));
    }
  });
});
