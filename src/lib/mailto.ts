// The contact form's fields, by their names in the form.
export const messageFields = ['name', 'email', 'subject', 'message'] as const;
export type Message = Record<(typeof messageFields)[number], string>;

export function composeMailto(to: string, { name, email, subject, message }: Message): string {
  const signature = [name.trim(), email.trim() && `<${email.trim()}>`].filter(Boolean).join(' ');
  const body = [message.trim(), signature && `— ${signature}`].filter(Boolean).join('\n\n');
  const params = [
    subject.trim() && `subject=${encodeURIComponent(subject.trim())}`,
    body && `body=${encodeURIComponent(body)}`,
  ].filter(Boolean);
  return `mailto:${to}${params.length ? `?${params.join('&')}` : ''}`;
}
