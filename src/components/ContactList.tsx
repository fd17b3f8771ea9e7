import styled from '@emotion/styled';
import { home, site } from '../content.ts';

const List = styled.dl<{ tone: 'light' | 'dark' }>(({ theme, tone }) => ({
  display: 'grid',
  gap: theme.space.md,
  margin: 0,
  dt: {
    fontWeight: 700,
    fontSize: theme.fontSizes.xs,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: tone === 'dark' ? theme.colors.onNightMuted : theme.colors.subtle,
  },
  dd: { margin: 0, color: tone === 'dark' ? theme.colors.onNight : theme.colors.ink },
  // An e-mail address is one long word: it may break anywhere rather than widen the page.
  a: { color: 'inherit', overflowWrap: 'anywhere', textUnderlineOffset: '0.2em' },
  address: { fontStyle: 'normal' },
}));

export interface ContactListProps {
  tone?: 'light' | 'dark';
}

export function ContactList({ tone = 'light' }: ContactListProps) {
  const { address, phone, email, hours } = site.contact;
  const labels = home.contact;
  return (
    <List tone={tone}>
      <div>
        <dt>{labels.addressLabel}</dt>
        <dd>
          <address>
            {address.street}, {address.city}, {address.region} {address.postalCode}, {address.country}
          </address>
        </dd>
      </div>
      <div>
        <dt>{labels.phoneLabel}</dt>
        <dd>
          <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</a>
        </dd>
      </div>
      <div>
        <dt>{labels.emailLabel}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
      <div>
        <dt>{labels.hoursLabel}</dt>
        <dd>{hours}</dd>
      </div>
    </List>
  );
}
