import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { queries } from '../theme/tokens.ts';

// A variable, not a literal: TypeScript's DOM types do not know focusVisible yet.
const quietly = { preventScroll: true, focusVisible: false };

// React Router leaves scrolling to us; the first render's scroll is the browser's own job.
export function useScrollToHash() {
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia(queries.reducedMotion).matches;
    const id = decodeURIComponent(hash.slice(1));
    const land = (target: HTMLElement) => {
      // As a browser does for a #link, the next Tab starts from the section, not from the link left behind.
      if (!target.hasAttribute('tabindex')) {
        target.tabIndex = -1;
        target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
      }
      // Focused before the scroll, which no scroll on focus can then cut short; no ring on a whole section.
      target.focus(quietly);
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    };
    const target = hash ? document.getElementById(id) : null;
    if (target) {
      land(target);
      return;
    }
    // A new page opens at its top at once: a smooth scroll up the page just left could be cut short.
    window.scrollTo({ top: 0, behavior: 'instant' });
    if (!hash) {
      // As after a page load, the next Tab starts at the top of the content, not at the link left behind.
      // Back and forward return to where the visitor was (the browser restores the scroll): focus stays.
      if (navigation !== 'POP') document.getElementById('main')?.focus(quietly);
      return;
    }
    // The section may be in code that is still loading: land on it as soon as it is rendered.
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (late) {
        observer.disconnect();
        land(late);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, hash, key, navigation]);
}
