import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { SiteContent } from '../../collections/schema.ts';
import { site } from '../content.ts';
import { useEarlyClick } from '../hooks/useEarlyClick.ts';
import { Button } from './Button.tsx';
import { alpha, colors } from '../theme/tokens.ts';

const Frame = styled.div(({ theme }) => ({
  aspectRatio: '16 / 7',
  maxHeight: '22rem',
  width: '100%',
  borderRadius: theme.radii.md,
  overflow: 'clip', // not 'hidden': a scroll container could not grow with its content
  background: `radial-gradient(circle at 30% 30%, ${theme.colors.nightSoft}, ${theme.colors.night})`,
  border: `1px solid ${alpha(colors.onNightMuted, 0.25)}`,
  // The least height (15rem, less the border) is on what fills the frame, so large text can make it taller.
  display: 'flex',
  flexDirection: 'column',
  '& > *': { flexGrow: 1, minHeight: 'calc(15rem - 2px)' },
  iframe: { width: '100%', border: 0 },
  // A focused frame matches no :focus-visible and draws no ring of its own: its box shows one instead.
  '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '3px' },
}));

const Below = styled.p(({ theme }) => ({ marginTop: theme.space.sm, textAlign: 'end' }));

const Placeholder = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  padding: `min(${theme.space.lg}, 7.5vw)`, // large text on a narrow screen keeps the button's words whole
  textAlign: 'center',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.onNightMuted,
  a: { color: theme.colors.onNight },
}));

type Place = SiteContent['contact']['map'];

function embedUrl({ latitude, longitude, zoom }: Place) {
  const span = 360 / 2 ** zoom;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2]
    .map((n) => n.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

function mapLink({ latitude, longitude, zoom }: Place) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

// The map loads from its provider only when the visitor asks for it.
export function MapEmbed() {
  const { map } = site.contact;
  const [shown, setShown] = useState(false);
  // The button that had focus is gone once the map is in: focus moves into the map, not to the page.
  const frameRef = useRef<HTMLIFrameElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEarlyClick(buttonRef);
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);
  const link = (
    <a href={mapLink(map)} target="_blank" rel="noopener noreferrer">
      {map.link}
    </a>
  );
  return (
    <>
      <Frame>
        {shown ? (
          <iframe ref={frameRef} src={embedUrl(map)} title={map.title} referrerPolicy="no-referrer" />
        ) : (
          <Placeholder>
            <Button ref={buttonRef} type="button" variant="light" onClick={() => setShown(true)}>
              {map.button}
            </Button>
            <p>{map.note}</p>
            {link}
          </Placeholder>
        )}
      </Frame>
      {/* Still there once the map is in: for a bigger map, or when the embed cannot load. */}
      {shown && <Below>{link}</Below>}
    </>
  );
}
