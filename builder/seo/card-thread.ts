// Cards past the first few are drawn on a thread of their own (./card-worker.mjs) while the prerender's
// thread renders the next pages: at 1,000 services, 1.23 times as long without it.
import { Worker } from 'node:worker_threads';
import { renderSocialCard, type SocialCardProps } from './social-card.ts';

type CardReply = { id: number; png: Uint8Array } | { id: number; error: string };

export interface SocialCards {
  draw: (props: SocialCardProps) => Promise<Buffer>;
  // Stops the thread, if it was started; the cards asked for must have been drawn.
  close: () => Promise<void>;
}

// Starting the thread costs about 0.3 s of CPU, some 50 cards' drawing: a build of a few draws them here.
const cardsHere = 32;

export function socialCards(): SocialCards {
  let drawnHere = 0;
  let thread: SocialCards | undefined;
  return {
    draw(props) {
      if (drawnHere < cardsHere) {
        drawnHere++;
        return Promise.resolve(renderSocialCard(props));
      }
      return (thread ??= cardThread()).draw(props);
    },
    close: async () => thread?.close(),
  };
}

function cardThread(): SocialCards {
  const thread = new Worker(new URL('./card-worker.mjs', import.meta.url));
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  let next = 0;
  // The thread keeps the process alive only while a card is on its way.
  thread.unref();
  thread.on('message', (reply: CardReply) => {
    const card = waiting.get(reply.id);
    if (!card) return;
    waiting.delete(reply.id);
    if (!waiting.size) thread.unref();
    if ('error' in reply) card.reject(new Error(`The social card could not be drawn: ${reply.error}`));
    else card.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
  });
  const fail = (error: Error) => {
    for (const card of waiting.values()) card.reject(error);
    waiting.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`The social cards' thread stopped (exit code ${code})`)));
  return {
    draw(props) {
      return new Promise((resolve, reject) => {
        const id = next++;
        if (!waiting.size) thread.ref();
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, props });
      });
    },
    close: async () => {
      await thread.terminate();
    },
  };
}
