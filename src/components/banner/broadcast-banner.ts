// The instance's broadcast message above the shell (SPEC §4), without React: on an instance with a message it is the
// one thing of the dialogs host every visitor would otherwise load at once. The renderer (broadcast-render.ts) loads
// with the first message it has to draw; pages of instances without one load nothing, and neither do the pages whose
// early banner (lib/early-banner.ts) drew the message before the app: its box is kept as it is.
import { computed } from 'nanostores';
import { $broadcast, dismissBroadcast, type Broadcast } from '../../stores/shell/broadcast';
import { $config } from '../../stores/instance/config';
import { $catalog, t } from '../../i18n';
import { EARLY_BANNER } from '../../lib/early-banner-mark';

/** The banner's inputs: the message, whether it is known yet (the config has arrived once), and the catalog its
 *  button's name comes from. */
const $banner = computed([$broadcast, $config, $catalog], (broadcast, config, catalog) => ({
  broadcast,
  known: config.data !== undefined,
  catalog,
}));

const same = (a: Broadcast, b: Broadcast) =>
  a.message === b.message && a.level === b.level && a.dismissable === b.dismissable;

/** Takes over the box the early banner drew for this message, if any: its Dismiss button (a copy, without the early
 *  handler) now dismisses through the store. */
function adoptEarly(slot: HTMLElement, broadcast: Broadcast): boolean {
  const early = slot.querySelector<HTMLElement>(`[${EARLY_BANNER}]`);
  if (!early || early.getAttribute(EARLY_BANNER) !== broadcast.message || early.dataset.level !== broadcast.level)
    return false;
  early.removeAttribute(EARLY_BANNER);
  const close = early.querySelector('.broadcast-close');
  if (close) {
    const own = close.cloneNode(true) as Element;
    own.addEventListener('click', dismissBroadcast);
    close.replaceWith(own);
  }
  return true;
}

/** Keeps #broadcast-slot showing the instance's current broadcast (or nothing). */
export function startBroadcastBanner(doc: Document = document): void {
  let renderer: Promise<typeof import('./broadcast-render')> | undefined;
  /** What the slot shows: drawing the same message again would only announce its live region twice. */
  let shown: Broadcast | null = null;
  $banner.subscribe(({ broadcast, known }) => {
    const slot = doc.getElementById('broadcast-slot');
    if (!slot) return;
    // Before the config has arrived nothing is known: the early banner's box stays (clearing it would move the page up,
    // then down again when the same message is drawn once more, by the renderer it spared).
    if (!broadcast && !known) return;
    if (!broadcast) {
      shown = null;
      slot.replaceChildren();
      return;
    }
    if ((shown && same(shown, broadcast) && slot.firstElementChild) || adoptEarly(slot, broadcast)) {
      // Only its button's name follows the language.
      shown = broadcast;
      slot
        .querySelector('.broadcast-close')
        ?.setAttribute('aria-label', t('broadcast.dismiss', 'Dismiss this message'));
      return;
    }
    renderer ??= import('./broadcast-render');
    renderer.then(
      // Only the latest message: an older one whose renderer resolves late is not drawn over it.
      (m) => {
        if ($broadcast.get() !== broadcast) return;
        m.renderBroadcast(slot, broadcast);
        shown = broadcast;
      },
      () => {
        renderer = undefined;
      },
    );
  });
}
