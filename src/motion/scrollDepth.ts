// How far down the visitor has seen, so Reveal does not hide what was read while the app was loading.
let seenTo = 0;

const record = () => {
  seenTo = Math.max(seenTo, window.scrollY + window.innerHeight);
};

if (typeof window !== 'undefined') {
  record();
  window.addEventListener('scroll', record, { passive: true });
}

export const seenDepth = () => seenTo;
