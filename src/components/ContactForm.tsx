import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { deliveryOf, messageSentPath } from '../../collections/paths.ts';
import { home, site } from '../content.ts';
import { composeMailto, messageFields, type Message } from '../lib/mailto.ts';
import { sendMessage } from '../lib/sendMessage.ts';
import { Button } from './Button.tsx';

// Every attribute reaches the markup, Netlify's netlify-honeypot included, which Emotion would drop.
const Form = styled('form', { shouldForwardProp: (prop) => prop !== 'as' })(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: theme.space.panel,
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
    '&[aria-invalid="true"]': { borderColor: theme.colors.error, borderWidth: 2 },
  },
  textarea: { resize: 'vertical' },
}));

const Problem = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  color: theme.colors.error,
}));

const Note = styled.p<{ tone?: 'sent' | 'failed' }>(({ theme, tone }) => ({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.muted,
  ...(tone && {
    padding: theme.space.md,
    borderRadius: theme.radii.sm,
    borderInlineStart: `4px solid ${tone === 'sent' ? theme.colors.primary : theme.colors.error}`,
    background: theme.colors.primarySoft,
    color: theme.colors.ink,
  }),
  strong: { display: 'block' },
}));

// Only robots fill in a field they cannot see; Netlify and the form services drop what carries it.
const Trap = styled.div({ display: 'none' });
const honeypot = '_gotcha';
const formName = 'contact';
// What a visitor has typed, kept for this tab until a send succeeds.
const draftKey = 'contact-form-draft';
// Storage the browser refuses (privacy settings), or a garbled draft, keeps nothing, silently.
function session<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(sessionStorage);
  } catch {
    return undefined;
  }
}

const messageOf = (form: HTMLFormElement): Message => {
  const data = new FormData(form);
  return Object.fromEntries(messageFields.map((name) => [name, String(data.get(name) ?? '')])) as Message;
};

export function ContactForm() {
  return deliveryOf(site).kind === 'mailto' ? <MailtoForm /> : <DeliveredForm />;
}

interface FieldsProps {
  // When the message is required, what the field says while it is empty, and who hears of it.
  problem?: string;
  onMissing?: () => void;
}

function Fields({ problem, onMissing }: FieldsProps) {
  const copy = home.contact.form;
  return (
    <>
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
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required={onMissing !== undefined}
          onInvalid={(event) => {
            event.preventDefault();
            onMissing?.();
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'contact-message-problem' : undefined}
        />
        {problem && <Problem id="contact-message-problem">{problem}</Problem>}
      </Field>
    </>
  );
}

// The default: the visitor's e-mail program sends the message. Without JavaScript the browser writes it:
// posted as text/plain, each field is a "name=value" line of the body, spaces intact, under the form's
// heading as subject (a GET would make the fields headers of the mailto: link, each space a "+").
function MailtoForm() {
  const copy = home.contact.form;
  const to = site.contact.email;
  const [composed, setComposed] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = composeMailto(to, messageOf(event.currentTarget));
    setComposed(href);
    window.location.href = href;
  };

  return (
    <Form
      action={`mailto:${to}?subject=${encodeURIComponent(copy.heading)}`}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <Fields />
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

// Netlify Forms (read from this prerendered markup at deploy time) or a form service's address.
// Without JavaScript the browser posts the form there itself.
function DeliveredForm() {
  const copy = home.contact.form;
  const delivery = deliveryOf(site);
  const action = delivery.kind === 'service' ? delivery.url : undefined;
  const netlify = delivery.kind === 'netlify';
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [missing, setMissing] = useState(false);
  // The failed message, composed for the visitor's e-mail program.
  const [composed, setComposed] = useState<string>();
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A draft typed before a reload (or a failed send) comes back.
  useEffect(() => {
    const form = formRef.current;
    const draft = session(
      (storage) => JSON.parse(storage.getItem(draftKey) ?? 'null') as Partial<Message> | null,
    );
    if (!form || !draft) return;
    for (const name of messageFields) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      if (field && draft[name]) field.value = draft[name];
    }
  }, []);

  const showMissing = () => {
    setMissing(true);
    (formRef.current?.elements.namedItem('message') as HTMLTextAreaElement | null)?.focus();
  };

  const saveDraft = (event: FormEvent<HTMLFormElement>) => {
    const draft = messageOf(event.currentTarget);
    session((storage) => storage.setItem(draftKey, JSON.stringify(draft)));
    if (missing && draft.message.trim()) setMissing(false);
    if (state === 'sent') setState('idle'); // a new message begins
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const message = messageOf(form);
    if (!message.message.trim()) return showMissing();
    setMissing(false);
    const done = () => {
      form.reset();
      session((storage) => storage.removeItem(draftKey));
      setState('sent');
    };
    // A robot is told its message went; nothing is sent.
    if (new FormData(form).get(honeypot)) return done();
    sending.current = true;
    setState('sending');
    const sent = await sendMessage(message, {
      to: action ?? window.location.pathname,
      extra: { [honeypot]: '', ...(netlify && { 'form-name': formName }) },
      json: action !== undefined,
    });
    sending.current = false;
    if (sent) return done();
    setComposed(composeMailto(site.contact.email, message));
    setState('failed');
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={action ?? `${import.meta.env.BASE_URL}${messageSentPath.slice(1)}`}
      onSubmit={onSubmit}
      onInput={saveDraft}
      aria-labelledby="contact-form-title"
      {...(netlify && { name: formName, 'data-netlify': 'true', 'netlify-honeypot': honeypot })}
    >
      {netlify && <input type="hidden" name="form-name" value={formName} />}
      <Trap aria-hidden="true">
        <label>
          {copy.honeypot} <input name={honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </Trap>
      <Fields problem={missing ? copy.messageMissing : undefined} onMissing={showMissing} />
      <div className="wide">
        <Button type="submit" disabled={state === 'sending'}>
          {state === 'sending' ? copy.sending : state === 'failed' ? copy.retry : copy.submit}
        </Button>
      </div>
      <Note className="wide" role="status" tone={state === 'sent' || state === 'failed' ? state : undefined}>
        {state === 'sent' && (
          <>
            <strong>{copy.thanks.heading}</strong> {copy.thanks.text}
          </>
        )}
        {state === 'failed' && (
          <>
            {copy.failed} <a href={composed}>{copy.failedMailto}</a>
          </>
        )}
        {state === 'sending' && copy.sending}
        {state === 'idle' && copy.deliveredNote}
      </Note>
    </Form>
  );
}
