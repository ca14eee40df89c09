import { atom, onMount } from 'nanostores';

/** The "mobile view" width (SPEC §9: narrow breakpoint 500 px). */
export const MOBILE_VIEW_PX = 500;

const query = () => window.matchMedia(`(max-width: ${MOBILE_VIEW_PX - 0.02}px)`);

/** Whether the viewport is the mobile view (< 500 px); follows resizes while someone listens. */
export const $mobileView = atom(false);

onMount($mobileView, () => {
  if (typeof window === 'undefined') return;
  const mq = query();
  const update = () => $mobileView.set(mq.matches);
  update();
  mq.addEventListener('change', update);
  return () => mq.removeEventListener('change', update);
});
