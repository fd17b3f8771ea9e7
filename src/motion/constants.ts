// Motion constants from the spec, named once.
export const progressSpring = { stiffness: 100, damping: 30, restDelta: 0.001 } as const;
export const layoutDuration = 0.45;
export const inViewThreshold = 0.1;
export const revealDistance = 32;
export const easeOut = [0.22, 1, 0.36, 1] as const;

// The same duration and curve for CSS transitions, which cost no script at all.
export const layoutTransition = (...properties: string[]) =>
  properties
    .map((property) => `${property} ${layoutDuration}s cubic-bezier(${easeOut.join(', ')})`)
    .join(', ');
