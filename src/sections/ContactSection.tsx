import styled from '@emotion/styled';
import { home } from '../content.ts';
import { sectionIds } from '../../collections/paths.ts';
import { ContactForm } from '../components/ContactForm.tsx';
import { ContactList } from '../components/ContactList.tsx';
import { Container, SectionHeader, SectionShell } from '../components/Layout.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';

const Columns = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.media.large]: { gridTemplateColumns: '2fr 3fr' },
}));

// A named group, not an <aside>: that would be a complementary landmark nested in the main one.
const Info = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: theme.space.panel,
  borderRadius: theme.radii.lg,
  background: theme.colors.primarySoft,
  h3: { fontSize: theme.fontSizes.xl },
  h4: { fontSize: theme.fontSizes.md, marginBottom: theme.space.xs },
}));

export function ContactSection() {
  const copy = home.contact;
  return (
    <SectionShell id={sectionIds.contact} aria-labelledby="contact-title">
      <Container>
        <SectionHeader id="contact-title" eyebrow={copy.eyebrow} heading={copy.heading} text={copy.text} />
      </Container>
      <Columns>
        <Info role="group" aria-labelledby="contact-info-title">
          <h3 id="contact-info-title">{copy.infoHeading}</h3>
          <ContactList />
          <div>
            <h4>{copy.socialHeading}</h4>
            <SocialLinks />
          </div>
        </Info>
        <ContactForm />
      </Columns>
    </SectionShell>
  );
}
