import { useSyncExternalStore } from 'react';
import { breakpoints } from '../theme/tokens';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

// The spec's small screen: narrower than 768px.
export const smallScreenQuery = `(max-width: ${breakpoints.small - 0.02}px)`;

export const useIsSmallScreen = () => useMediaQuery(smallScreenQuery);
