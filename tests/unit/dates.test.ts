import { expect, it } from 'vitest';
import { longDate } from '../../collections/dates.ts';

it('longDate prints every day of a decade as the browser would in British English', () => {
  const reference = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
    const isoDate = new Date(day).toISOString().slice(0, 10);
    expect(longDate(isoDate), isoDate).toBe(reference.format(day));
  }
});
