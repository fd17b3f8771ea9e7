import { colors, fonts, fontSizes, layout, media, radii, shadows, space, zIndices } from './tokens.ts';

export const theme = { colors, fonts, fontSizes, space, radii, shadows, media, layout, zIndices } as const;

export type AppTheme = typeof theme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
