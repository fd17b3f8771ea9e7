// The pill navigation's scroll spy, on made-up section ids: it follows the section in its band.
import { describe, expect, it } from 'vitest';
import { scrollSpy } from '../../src/lib/scrollSpy.ts';

const entry = (id: string, isIntersecting: boolean) => ({ target: { id }, isIntersecting });

describe('scrollSpy', () => {
  it('names the section that entered the band', () => {
    const inView = scrollSpy(['one', 'two', 'three']);
    expect(inView([entry('one', true)])).toBe('one');
    expect(inView([entry('one', false), entry('two', true)])).toBe('two');
  });

  it('takes the last state of each section when a busy browser hands over several frames at once', () => {
    const inView = scrollSpy(['one', 'two', 'three']);
    inView([entry('one', true)]);
    // A fast scroll to the last section: the first two enter and leave the band within one batch.
    const batch = [entry('one', false), entry('two', true), entry('two', false), entry('three', true)];
    expect(inView(batch)).toBe('three');
  });

  it('keeps a section that is still in the band when another one leaves it', () => {
    const inView = scrollSpy(['one', 'two']);
    inView([entry('one', true), entry('two', true)]);
    expect(inView([entry('one', false)])).toBe('two');
  });

  it('says nothing while no section is in the band', () => {
    const inView = scrollSpy(['one']);
    expect(inView([entry('one', false)])).toBeUndefined();
  });
});
