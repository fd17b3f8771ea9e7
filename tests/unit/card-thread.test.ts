// A build's social cards (builder/seo/card-thread.ts): past the first few, they are drawn on a thread
// of their own, and must be the very cards this thread draws, byte for byte.
import { afterAll, expect, it } from 'vitest';
import { socialCards } from '../../builder/seo/card-thread.ts';
import { renderSocialCard } from '../../builder/seo/social-card.ts';

const cards = socialCards();
afterAll(() => cards.close());

const props = (index: number) => ({
  siteName: 'Example Studio',
  heading: `Service number ${index}`,
  text: `What service number ${index} does, in a sentence long enough for two lines on the card.`,
  address: 'example.com',
});

it('draws the same cards on its own thread as on this one, in the order asked', async () => {
  // More than a build draws before it starts the thread.
  const indexes = Array.from({ length: 48 }, (_, index) => index);
  const drawn = await Promise.all(indexes.map((index) => cards.draw(props(index))));
  for (const index of indexes)
    expect(drawn[index].equals(renderSocialCard(props(index))), `card ${index}`).toBe(true);
}, 30_000);

it('fails the card, not the thread, when a card cannot be drawn', async () => {
  await expect(cards.draw({ ...props(0), heading: undefined as unknown as string })).rejects.toThrow(
    /social card could not be drawn/,
  );
  expect((await cards.draw(props(1))).equals(renderSocialCard(props(1)))).toBe(true);
}, 30_000);
