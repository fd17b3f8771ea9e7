// Buttons are drawn before their code arrives (the app starts after the first paint), so an early click
// is kept here and replayed once the handler is attached (useEarlyClick). Links work without it.
const waiting = new WeakSet<Element>();
const ready = new WeakSet<Element>();
// React may hydrate the button mid-dispatch and deliver the click itself: that one must not be replayed.
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
