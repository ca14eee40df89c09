import { createRoot } from 'react-dom/client';
import SearchTypeahead from './SearchTypeahead';
import './search.css';

/** Mounts the typeahead into the header's static search form (called on the field's first focus or input). */
export function mountTypeahead(form: HTMLFormElement, input: HTMLInputElement): void {
  const host = document.createElement('div');
  host.className = 'search-typeahead-host';
  form.append(host);
  createRoot(host).render(<SearchTypeahead form={form} input={input} />);
}
