// The social cards of a build. The first few are drawn on the prerender's thread; past those, on a
// thread of their own (./card-worker.mjs), so that the prerender's thread, which every page waits
// for, renders the next pages meanwhile: at 1,000 services a build that draws them all on that thread
// takes 1.23 of the time.
import { Worker } from 'node:worker_threads';
import { renderSocialCard, type SocialCardProps } from './social-card.ts';

// What the thread (./card-worker.mjs) is asked and answers.
interface CardRequest {
  id: number;
  props: SocialCardProps;
}
type CardReply = { id: number; png: Uint8Array } | { id: number; error: string };

export interface SocialCards {
  draw: (props: SocialCardProps) => Promise<Buffer>;
  // Stops the thread, if it was started; the cards asked for must have been drawn.
  close: () => Promise<void>;
}

// Starting the thread costs about 0.3 s of CPU, the drawing of some 50 cards, so a build that draws
// a few (the real site's cold build, or a build after an edit) draws them all here.
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
        thread.postMessage({ id, props } satisfies CardRequest);
      });
    },
    close: async () => {
      await thread.terminate();
    },
  };
}
