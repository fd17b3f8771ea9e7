// The image shown when a page is shared, drawn at build time by Skia (@napi-rs/canvas) and encoded by
// ./card-png.ts: about 6 ms of CPU a card, a tenth of rasterising it as SVG.
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { colors } from '../../src/theme/tokens.ts';
import { bandedPng, type BandedPng } from './card-png.ts';

export const cardSize = { width: 1200, height: 630 } as const;

// Sizes in the card's own pixels; the card is an image, not a page, so rem and clamp() do not apply.
const card = { padding: 72, gap: 28, mark: 64, name: 34, heading: 76, text: 30 } as const;
const textWidth = cardSize.width - 2 * card.padding;
const heading = { font: `800 ${card.heading}px Inter`, lineHeight: 1.1, letterSpacing: -0.02 * card.heading };
const text = { font: `400 ${card.text}px Inter`, lineHeight: 1.4, letterSpacing: 0 };

// Inter (SIL Open Font License) ships in the repository; nothing is fetched at build time.
const fontDir = path.join(import.meta.dirname, 'fonts');
for (const file of ['inter-latin-400-normal.woff', 'inter-latin-800-normal.woff'])
  GlobalFonts.register(fs.readFileSync(path.join(fontDir, file)), 'Inter');
// Inter's vertical metrics: ascender 1984 and descender 494 of 2048 units.
const ascent = 1984 / 2048;
const descent = 494 / 2048;
// The height of a line's glyphs, and where its baseline sits in a line box, as a browser centres them.
const glyphBox = (size: number) => (ascent + descent) * size;
const baseline = (top: number, lineBox: number, size: number) =>
  top + (lineBox - glyphBox(size)) / 2 + ascent * size;

// The favicon is the brand mark, so the card and the browser tab show the same logo.
const mark = new Image();
mark.src = fs.readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg'));

export interface SocialCardProps {
  siteName: string;
  heading: string;
  text: string;
  address: string;
}

// CSS's linear-gradient(135deg, …), computed here: Skia's gradient dithers, which makes the PNG three times
// larger and its encoding, most of a card's cost, about 40% slower.
function fillGradient(ctx: SKRSContext2D, stops: [at: number, color: string][]) {
  const { width, height } = cardSize;
  const rgb = stops.map(([at, color]) => {
    const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color);
    if (!match) throw new Error(`The card's gradient takes #rrggbb colours, not ${color}`);
    return { at, channels: match.slice(1).map((pair) => parseInt(pair, 16)) };
  });
  // A pixel's place along the gradient line, from 0 (top left) to 1 (bottom right), depends only on
  // x + y: one colour per diagonal, computed once, so row y is the diagonals y to y + width - 1.
  const diagonals = Uint8ClampedArray.from(
    Array.from({ length: width + height - 1 }, (_, sum) => {
      const at = (sum + 1) / (width + height);
      const next = rgb.findIndex((stop) => stop.at >= at);
      const [from, to] = next <= 0 ? [rgb.at(next)!, rgb.at(next)!] : [rgb[next - 1], rgb[next]];
      const share = to === from ? 0 : (at - from.at) / (to.at - from.at);
      return [
        ...from.channels.map((value, channel) => Math.round(value + (to.channels[channel] - value) * share)),
        255,
      ];
    }).flat(),
  );
  // A row at a time: setting each pixel took 60 ms, a twentieth of that.
  const image = ctx.createImageData(width, height);
  for (let y = 0; y < height; y++) image.data.set(diagonals.subarray(y * 4, (y + width) * 4), y * width * 4);
  ctx.putImageData(image, 0, 0);
}

// Everything but the heading and the text is the same on every card of a build.
const backgrounds = new Map<string, { canvas: Canvas; png: BandedPng }>();
function background(siteName: string, address: string) {
  const key = JSON.stringify([siteName, address]);
  const cached = backgrounds.get(key);
  if (cached) return cached;
  const { width, height } = cardSize;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  fillGradient(ctx, [
    [0.45, colors.night],
    [0.7, colors.nightSoft],
    [1, colors.accent],
  ]);

  ctx.drawImage(mark, card.padding, card.padding, card.mark, card.mark);
  const nameBox = glyphBox(card.name);
  ctx.font = `800 ${card.name}px Inter`;
  ctx.fillStyle = colors.onNight;
  ctx.fillText(
    siteName,
    card.padding + card.mark + card.gap / 2,
    baseline(card.padding + (card.mark - nameBox) / 2, nameBox, card.name),
  );
  const addressBox = glyphBox(card.text);
  ctx.font = text.font;
  ctx.fillStyle = colors.onNightMuted;
  ctx.fillText(address, card.padding, baseline(height - card.padding - addressBox, addressBox, card.text));
  const made = { canvas, png: bandedPng(width, height, canvas.data()) };
  backgrounds.set(key, made);
  return made;
}

// Past `maxLines` the last line ends in an ellipsis, as CSS's line-clamp does.
export function breakLines(
  words: string,
  width: number,
  maxLines: number,
  measure: (line: string) => number,
): string[] {
  const all = words.split(/\s+/).filter(Boolean);
  const fits = (from: number, to: number) => measure(all.slice(from, to).join(' ')) <= width;
  const lines: string[] = [];
  let start = 0;
  while (start < all.length && lines.length < maxLines) {
    let end = start + 1;
    while (end < all.length && fits(start, end + 1)) end++;
    lines.push(all.slice(start, end).join(' '));
    start = end;
  }
  if (start < all.length) {
    let last = lines[maxLines - 1];
    // Whole words go first, then letters of a word too long to end a line with the ellipsis.
    while (measure(`${last}…`) > width && last.length > 1)
      last = last.includes(' ') ? last.slice(0, last.lastIndexOf(' ')) : last.slice(0, -1);
    lines[maxLines - 1] = `${last.replace(/[\s,.;:–-]+$/, '')}…`;
  }
  return lines;
}

function setStyle(ctx: SKRSContext2D, style: typeof heading) {
  ctx.font = style.font;
  ctx.letterSpacing = `${style.letterSpacing}px`;
}

// One canvas for every card, each drawn over the last: a fresh 3 MB canvas meant ~1,450 page faults a card.
let canvas: Canvas | undefined;
// The rows the last card drew on, and over which background, for the next card to restore.
let drawn: { backdrop: Canvas; from: number; rows: number } | undefined;

// The ink's box is the glyphs' outline; antialiasing may touch the pixel beyond it.
const inkMargin = 2;

// Only the rows with the text are read back and compressed: the whole 3 MB card would cost most of the time.
// `wholeCard` is for the tests that check the band holds every pixel the text touches.
export function renderSocialCard(props: SocialCardProps, { wholeCard = false } = {}): Buffer {
  const { width, height } = cardSize;
  canvas ??= createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const { canvas: backdrop, png } = background(props.siteName, props.address);
  // The background is opaque, so nothing of the card before shows through where it is drawn again.
  if (drawn?.backdrop === backdrop) {
    const { from, rows } = drawn;
    if (rows) ctx.drawImage(backdrop, 0, from, width, rows, 0, from, width, rows);
  } else ctx.drawImage(backdrop, 0, 0);

  const blocks = [
    { style: heading, size: card.heading, color: colors.surface, words: props.heading },
    { style: text, size: card.text, color: colors.onNightMuted, words: props.text },
  ].map((block) => {
    setStyle(ctx, block.style);
    // Each line measured once: the widths break the lines, the boxes of the lines kept bound the ink.
    const metrics = new Map<string, TextMetrics>();
    const measure = (line: string) => {
      let measured = metrics.get(line);
      if (!measured) metrics.set(line, (measured = ctx.measureText(line)));
      return measured;
    };
    const lines = breakLines(block.words, textWidth, 2, (line) => measure(line).width);
    return { ...block, lines, measure, lineBox: block.size * block.style.lineHeight };
  });
  // Between the brand row and the address, centred, as the card's column spaces its three rows.
  const blockHeight = card.gap + blocks.reduce((sum, block) => sum + block.lines.length * block.lineBox, 0);
  const top = card.padding + card.mark;
  const bottom = height - card.padding - glyphBox(card.text);
  let y = top + (bottom - top - blockHeight) / 2;
  let inkTop: number = height;
  let inkBottom = 0;
  for (const [index, block] of blocks.entries()) {
    if (index) y += card.gap;
    setStyle(ctx, block.style);
    ctx.fillStyle = block.color;
    for (const line of block.lines) {
      const at = baseline(y, block.lineBox, block.size);
      const ink = block.measure(line);
      inkTop = Math.min(inkTop, at - ink.actualBoundingBoxAscent);
      inkBottom = Math.max(inkBottom, at + ink.actualBoundingBoxDescent);
      ctx.fillText(line, card.padding, at);
      y += block.lineBox;
    }
  }
  const band = wholeCard
    ? png.band(0, height)
    : png.band(Math.floor(inkTop - inkMargin), Math.ceil(inkBottom + inkMargin));
  drawn = { backdrop, ...band };
  const rgba = band.rows ? ctx.getImageData(0, band.from, width, band.rows).data : new Uint8ClampedArray();
  return png.encode(band.from, rgba);
}
