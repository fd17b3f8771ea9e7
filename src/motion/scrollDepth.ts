// How far down the page the visitor has seen, counted from the first script on: the reveal animation
// must not hide what was already read while the app was still loading.
let seenTo = 0;

const record = () => {
  seenTo = Math.max(seenTo, window.scrollY + window.innerHeight);
};

if (typeof window !== 'undefined') {
  record();
  window.addEventListener('scroll', record, { passive: true });
}

// The page's y coordinate of the lowest point that has been on screen.
export const seenDepth = () => seenTo;
