// Buttons are drawn before their code has arrived: the app starts after the first paint, and the
// footer and the pill navigation hydrate later still. A click on a button in that time is kept here
// and replayed by the button's component once its handler is attached (useEarlyClick), so a
// visitor's early tap is answered late instead of lost. Links need none of this: they work as links.
const waiting = new Set<Element>();
const ready = new WeakSet<Element>();
// The button of the click being dispatched right now. React may hydrate it in the middle of that
// dispatch and then deliver the click itself, which must not be replayed a second time.
let inFlight: Element | null = null;

// Installed by the page's first script (boot.ts), before React's own listeners.
export function keepEarlyClicks() {
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button || ready.has(button)) return;
      waiting.add(button);
      inFlight = button;
      // React stops the click's propagation when the button's part of the page has no code yet.
      setTimeout(() => {
        if (inFlight === button) inFlight = null;
      });
    },
    { capture: true },
  );
  window.addEventListener('click', () => (inFlight = null));
}

// The button's handler is attached: true when a click has been waiting for it.
export function buttonReady(button: Element): boolean {
  ready.add(button);
  const kept = waiting.delete(button);
  return kept && button !== inFlight;
}
