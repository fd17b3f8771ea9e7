// Motion constants from the spec, named once.
export const progressSpring = { stiffness: 100, damping: 30, restDelta: 0.001 } as const;
export const layoutDuration = 0.45;
export const inViewThreshold = 0.1;
export const revealDistance = 32;
export const easeOut = [0.22, 1, 0.36, 1] as const;
