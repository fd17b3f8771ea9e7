// Buttons are drawn before their code has arrived: the app starts after the first paint, and the
// footer and the pill navigation hydrate later still. A click on a button in that time is kept here
// and replayed by the button's component once its handler is attached (useEarlyClick), so a
// visitor's early tap is answered late instead of lost. Links need none of this: they work as links.
const waiting = new WeakSet<Element>();
const ready = new WeakSet<Element>();
// The last kept click. While it is still being dispatched, React may hydrate its button in the
// middle of the dispatch and then deliver the click itself: that one must not be replayed as well.
let last: { button: Element; event: Event } | null = null;

// Installed by the page's first script (boot.ts), before React's own listeners.
export function keepEarlyClicks() {
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button || ready.has(button)) return;
      waiting.add(button);
      last = { button, event };
    },
    { capture: true },
  );
}

// The button's handler is attached: true when a click has been waiting for it.
export function buttonReady(button: Element): boolean {
  ready.add(button);
  const kept = waiting.delete(button);
  // An event's phase returns to NONE once its dispatch is over, even when propagation was stopped.
  const beingDelivered = last?.button === button && last.event.eventPhase !== Event.NONE;
  return kept && !beingDelivered;
}
