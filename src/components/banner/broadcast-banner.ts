// The instance's broadcast message above the shell (SPEC §4), without React: on an instance with a message it is the
// one thing of the dialogs host every visitor would otherwise load at once. The renderer (broadcast-render.ts) loads
// with the first message; pages of instances without one load nothing.
import { computed } from 'nanostores';
import { $broadcast } from '../../stores/broadcast';
import { $catalog } from '../../i18n';

/** The banner's inputs: the message, and the catalog its button's name comes from. */
const $banner = computed([$broadcast, $catalog], (broadcast, catalog) => ({ broadcast, catalog }));

/** Keeps #broadcast-slot showing the instance's current broadcast (or nothing). */
export function startBroadcastBanner(doc: Document = document): void {
  let renderer: Promise<typeof import('./broadcast-render')> | undefined;
  $banner.subscribe(({ broadcast }) => {
    const slot = doc.getElementById('broadcast-slot');
    if (!slot) return;
    if (!broadcast) {
      slot.replaceChildren();
      return;
    }
    renderer ??= import('./broadcast-render');
    renderer.then(
      // Only the latest message: an older one whose renderer resolves late is not drawn over it.
      (m) => { if ($broadcast.get() === broadcast) m.renderBroadcast(slot, broadcast); },
      () => { renderer = undefined; },
    );
  });
}
