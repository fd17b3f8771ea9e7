// The thread the social cards are drawn and encoded on (./card-thread.ts starts it): a card, asked
// for by its number, goes back as its PNG's bytes, or as the error that stopped it.
import { parentPort } from 'node:worker_threads';
import { renderSocialCard, type SocialCardProps } from './social-card';

export interface CardRequest {
  id: number;
  props: SocialCardProps;
}

export type CardReply = { id: number; png: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('card-worker.ts runs on a worker thread (card-thread.ts)');

// One card a turn of the event loop: Skia's read-back is freed only by a callback that Node runs
// between turns, and drawing the cards that arrived together in one turn held 1.3 GiB at 1,000 pages.
const queue: CardRequest[] = [];
const drawNext = (): void => {
  const { id, props } = queue.shift()!;
  if (queue.length) setImmediate(drawNext);
  try {
    const png = renderSocialCard(props);
    // Handed over rather than copied when the PNG has its memory to itself, as a large Buffer does.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
    port.postMessage({ id, png } satisfies CardReply, own ? [png.buffer as ArrayBuffer] : []);
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ id, error: reason } satisfies CardReply);
  }
};
port.on('message', (request: CardRequest) => {
  if (queue.push(request) === 1) setImmediate(drawNext);
});
