import type { ComponentPropsWithoutRef } from 'react';
import { icons, type IconName } from '../../collections/icons.ts';

export interface ServiceIconProps extends ComponentPropsWithoutRef<'svg'> {
  name: IconName;
}

export function ServiceIcon({ name, ...rest }: ServiceIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={icons[name]} />
    </svg>
  );
}
