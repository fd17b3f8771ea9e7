// The icon names a service may use in its `icon` field; the drawings live in components/ServiceIcon.tsx.
export const iconNames = [
  'code',
  'smartphone',
  'palette',
  'brain',
  'shield',
  'gamepad',
  'database',
  'cloud',
  'chart',
  'cart',
] as const;
export type IconName = (typeof iconNames)[number];
