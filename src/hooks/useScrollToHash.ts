import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'auto' });
  }, [pathname, hash, key]);
}
