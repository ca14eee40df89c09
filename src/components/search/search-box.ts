// The header search box's behaviour: shows the current search on /search and loads the typeahead on first use.
import { mayDownloadAhead } from '../../lib/save-data';

/** Wires the search form (components/search/SearchBox.astro) once the page is parsed. */
export function startSearchBox() {
  const form = document.querySelector<HTMLFormElement>('[data-search-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="search"]');
  if (form && input) {
    // On /search the box shows the current search (SPEC §2), without waiting for the typeahead.
    if (location.pathname.replace(/\/$/, '') === '/search' && !input.value) {
      input.value = new URLSearchParams(location.search).get('search') ?? '';
    }
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import('../../islands/search/mount-typeahead').then((m) => m.mountTypeahead(form, input));
    };
    input.addEventListener('focus', load, { once: true });
    input.addEventListener('input', load, { once: true });
    // A pointer passing over it loads it ahead of use, unless the person saves data.
    if (mayDownloadAhead()) form.addEventListener('pointerenter', load, { once: true });
    if (document.activeElement === input) load();
  }
}
