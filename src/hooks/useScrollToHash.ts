import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { queries } from '../theme/tokens';

// React Router leaves scrolling to us: land on #anchors after client-side navigation, and at the
// top of a new page otherwise. The first render is the browser's own job.
export function useScrollToHash() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia(queries.reducedMotion).matches;
    const id = decodeURIComponent(hash.slice(1));
    const target = hash ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // A new page opens at its top at once: a smooth scroll up the page just left could be cut short.
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash, key]);
}
