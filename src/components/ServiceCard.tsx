import styled from '@emotion/styled';
import type { Service } from '../../collections/schema.ts';
import { DraftBadge } from './DraftBadge.tsx';
import { ServiceIcon } from './ServiceIcon.tsx';
import { SiteLink } from './SiteLink.tsx';

const Card = styled.article(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  height: '100%',
  padding: theme.space.panel,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.card,
  transition: 'box-shadow 0.2s, transform 0.2s',
  '&:hover, &:focus-within': { boxShadow: theme.shadows.raised },
  [theme.media.motionOk]: { '&:hover': { transform: 'translateY(-3px)' } },
  h3: { fontSize: theme.fontSizes.xl },
  p: { color: theme.colors.muted },
}));

const Icon = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: theme.radii.md,
  color: theme.colors.primary,
  background: theme.colors.primarySoft,
  marginBottom: theme.space.xs,
}));

// The whole card is clickable through the link's stretched ::after, while the text stays selectable.
const CardLink = styled(SiteLink)(({ theme }) => ({
  marginTop: 'auto',
  paddingTop: theme.space.sm,
  fontWeight: 600,
  color: theme.colors.primary,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.lg },
  '&:hover': { textDecoration: 'underline' },
}));

export interface ServiceCardProps {
  service: Service;
  linkLabel: string;
}

export function ServiceCard({ service, linkLabel }: ServiceCardProps) {
  return (
    <Card>
      <Icon>
        <ServiceIcon name={service.icon} />
      </Icon>
      {service.draft && <DraftBadge />}
      <h3>{service.title}</h3>
      <p>{service.description}</p>
      <CardLink href={service.path} aria-label={`${linkLabel}: ${service.title}`}>
        {linkLabel} <span aria-hidden="true">→</span>
      </CardLink>
    </Card>
  );
}
