// The e-mail composed from filled-in fields, subject and signed body: tests/e2e/contact-form.spec.ts.
import { expect, it } from 'vitest';
import { composeMailto } from '../../src/lib/mailto.ts';

it('composeMailto keeps an & in the subject, and leaves out of the link what is empty', () => {
  const empty = { name: '', email: '', subject: '', message: '' };
  const href = composeMailto('hello@example.com', { ...empty, subject: 'A new website & app' });
  expect(new URL(href).searchParams.get('subject')).toBe('A new website & app');
  expect(new URL(href).searchParams.has('body')).toBe(false);
  expect(composeMailto('hello@example.com', empty)).toBe('mailto:hello@example.com');
});
