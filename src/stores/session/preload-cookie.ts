// The cookie that tells the same-domain host not to preload a visitor's first API requests with a page (src/routing/
// preload.mjs): set while this browser's pages would not send them — with a session (its requests carry the token)
// or with a visitor's own video preferences (other lists) — and gone otherwise, a logout included. It holds no token,
// nothing of the person: only that a preload would be wasted.
import { computed } from 'nanostores';
import { NO_PRELOAD_COOKIE } from '../../routing/preload-cookie.mjs';
import { $tokens } from './session';
import { $anonymousSettings, type AnonymousSettings } from '../settings/anonymous-settings';

/** Whether a visitor's settings change the early lists (as components/EarlyFetch.astro reads them). */
export const customisedLists = (settings: AnonymousSettings): boolean =>
  Boolean(settings.nsfwPolicy || settings.videoLanguages.length);

/** Whether this browser's pages would not use the anonymous preloads. */
export const $noPreload = computed(
  [$tokens, $anonymousSettings],
  (tokens, settings) => Boolean(tokens) || customisedLists(settings),
);

/** Keeps the cookie in step with `$noPreload` (for a year; removed as soon as it no longer applies). */
export function followPreloadCookie(doc: Document = document): () => void {
  return $noPreload.subscribe((no) => {
    const had = new RegExp(`(?:^|;\\s*)${NO_PRELOAD_COOKIE}=`).test(doc.cookie);
    if (no === had) return;
    doc.cookie = `${NO_PRELOAD_COOKIE}=${no ? '1; max-age=31536000' : '; max-age=0'}; path=/; samesite=lax`;
  });
}
