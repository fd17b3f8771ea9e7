import { describe, expect, it } from 'vitest';
import { composeMailto } from '../../src/lib/mailto.ts';

describe('composeMailto', () => {
  it('puts the subject and the message, signed with name and e-mail, into the link, leaving out what is empty', () => {
    const href = composeMailto('hello@example.com', {
      name: 'Asha Menon',
      email: 'asha@example.org',
      subject: 'A new website & app',
      message: 'We need a shop.\nSoon.',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@example.com');
    expect(url.searchParams.get('subject')).toBe('A new website & app');
    expect(url.searchParams.get('body')).toBe('We need a shop.\nSoon.\n\n— Asha Menon <asha@example.org>');
    expect(composeMailto('hello@example.com', { name: '', email: '', subject: '', message: '' })).toBe(
      'mailto:hello@example.com',
    );
  });
});
