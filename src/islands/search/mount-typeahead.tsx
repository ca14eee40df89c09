import { createRoot } from 'react-dom/client';
import SearchTypeahead from './SearchTypeahead';
// The panel's styles come with this module, which loads on the field's first focus: imported as a file, the build would
// put them in every page's HTML (it inlines the CSS of each page's scripts and of what they may import later).
import styles from './typeahead.css?inline';

/** Mounts the typeahead into the header's static search form (called on the field's first focus or input). */
export function mountTypeahead(form: HTMLFormElement, input: HTMLInputElement): void {
  if (!document.querySelector('style[data-typeahead]')) {
    const style = document.createElement('style');
    style.dataset.typeahead = '';
    style.textContent = styles;
    document.head.append(style);
  }
  const host = document.createElement('div');
  host.className = 'search-typeahead-host';
  form.append(host);
  createRoot(host).render(<SearchTypeahead form={form} input={input} />);
}
