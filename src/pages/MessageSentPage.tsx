import { home } from '../content.ts';
import { ButtonLink } from '../components/Button.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { messageSentMeta } from './meta.ts';
import { usePageMeta } from './usePageMeta.ts';

// Where Netlify sends a visitor whose browser posted the contact form without JavaScript.
export default function MessageSentPage() {
  const thanks = home.contact.form.thanks;
  usePageMeta(messageSentMeta());
  return (
    <PageBand title={thanks.heading} text={thanks.text}>
      <ButtonLink href="/">{thanks.homeLink}</ButtonLink>
    </PageBand>
  );
}
