import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { home, site } from '../content.ts';
import { composeMailto } from '../lib/mailto.ts';
import { Button } from './Button.tsx';

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.card,
  h3: { fontSize: theme.fontSizes.xl },
  [theme.media.large]: { gridTemplateColumns: '1fr 1fr', '& > .wide': { gridColumn: '1 / -1' } },
}));

const Field = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xxs,
  label: { fontWeight: 600, fontSize: theme.fontSizes.sm, color: theme.colors.ink },
  'input, textarea': {
    width: '100%',
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.colors.subtle}`,
    background: theme.colors.surface,
    color: theme.colors.ink,
    '&:focus-visible': { borderColor: theme.colors.primary },
  },
  textarea: { resize: 'vertical' },
}));

const Note = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.muted }));

export function ContactForm() {
  const copy = home.contact.form;
  const to = site.contact.email;
  const [composed, setComposed] = useState<string>();

  // Without JavaScript the browser builds the mailto: itself from the subject and body fields.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '');
    const href = composeMailto(to, {
      name: field('name'),
      email: field('email'),
      subject: field('subject'),
      message: field('body'),
    });
    setComposed(href);
    window.location.href = href;
  };

  return (
    <Form
      action={`mailto:${to}`}
      // GET puts the "subject" and "body" fields into the mailto: link as its subject and body.
      method="get"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title" className="wide">
        {copy.heading}
      </h3>
      <Field>
        <label htmlFor="contact-name">{copy.nameLabel}</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" />
      </Field>
      <Field>
        <label htmlFor="contact-email">{copy.emailLabel}</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" />
      </Field>
      <Field className="wide">
        <label htmlFor="contact-subject">{copy.subjectLabel}</label>
        <input id="contact-subject" name="subject" type="text" />
      </Field>
      <Field className="wide">
        <label htmlFor="contact-message">{copy.messageLabel}</label>
        <textarea id="contact-message" name="body" rows={5} />
      </Field>
      <div className="wide">
        <Button type="submit">{copy.submit}</Button>
      </div>
      <Note className="wide" role="status">
        {composed ? (
          <>
            {copy.fallback} <a href={composed}>{to}</a>
          </>
        ) : (
          copy.note
        )}
      </Note>
    </Form>
  );
}
