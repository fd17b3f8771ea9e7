import styled from '@emotion/styled';
import type { Ref } from 'react';

const Toggle = styled.button(({ theme }) => ({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: theme.radii.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  [theme.media.small]: { display: 'inline-flex' },
  svg: { width: '1.75rem', height: '1.75rem' },
}));

export interface MenuToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
  labels: { open: string; close: string };
  ref?: Ref<HTMLButtonElement>;
}

export function MenuToggle({ open, controls, onToggle, labels, ref }: MenuToggleProps) {
  return (
    <Toggle
      ref={ref}
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? labels.close : labels.open}
      onClick={onToggle}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </Toggle>
  );
}
