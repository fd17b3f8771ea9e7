// Facts the client's specification fixes, shared by the unit and browser tests.

// The six service pages the spec names, in the order of their cards.
export const specSlugs = [
  'web-development',
  'app-development',
  'ui-ux-design',
  'ai-ml',
  'cyber-security',
  'game-development',
];
