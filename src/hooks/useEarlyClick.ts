import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { buttonReady } from '../lib/earlyClicks.ts';

// Replays a click the visitor made on this button before its code had arrived (lib/earlyClicks.ts).
export function useEarlyClick(button: RefObject<HTMLButtonElement | null>) {
  const clicked = useRef(false);
  // Ready as soon as React has committed the button, before anything else can click it.
  useLayoutEffect(() => {
    if (button.current) clicked.current = buttonReady(button.current);
  }, [button]);
  useEffect(() => {
    if (!clicked.current) return;
    clicked.current = false;
    button.current?.click();
  }, [button]);
}
