import { persistentAtom } from '@nanostores/persistent';

/** Whether the "open in the app" banner was dismissed; remembered locally (key 'hide-mobile-msg'). */
export const $mobileBannerDismissed = persistentAtom<boolean>('hide-mobile-msg', false, {
  encode: (v) => (v ? 'true' : 'false'),
  decode: (v) => v === 'true',
});

/** Hides the banner for good on this browser. */
export function dismissMobileBanner(): void {
  $mobileBannerDismissed.set(true);
}
