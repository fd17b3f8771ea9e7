// The social cards' thread (./card-thread.ts). Plain JavaScript, since Node's module hooks do not reach a
// worker: it loads the TypeScript it needs through tsx's API.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { renderSocialCard } = await tsImport('./social-card.ts', import.meta.url);

// One card a turn: Skia's read-back is freed only between turns; cards drawn in one turn held 1.3 GiB.
const queue = [];
const drawNext = () => {
  const { id, props } = queue.shift();
  if (queue.length) setImmediate(drawNext);
  try {
    const png = renderSocialCard(props);
    // Handed over rather than copied when the PNG has its memory to itself, as a large Buffer does.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
    parentPort.postMessage({ id, png }, own ? [png.buffer] : []);
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
};
parentPort.on('message', (request) => {
  if (queue.push(request) === 1) setImmediate(drawNext);
});
