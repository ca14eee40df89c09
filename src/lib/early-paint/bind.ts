// Fills a row (or the paint around the rows) from its view by the binding attributes the island's components carry
// (lib/rows/view.ts says what each means). Text and attribute values only: a server string never becomes HTML.
import type { RowView } from '../rows/view';

/** `root` and the elements under it that match `selector`. */
const all = (root: Element, selector: string) => [
  ...(root.matches(selector) ? [root] : []),
  ...root.querySelectorAll(selector),
];

/** The repeated part an element belongs to (itself, or the nearest above it), if any. */
const eachOf = (el: Element | null) => el?.closest('[data-each]') ?? null;

/** Gives `root` the values of `view`; parts it does not show go. Returns `root`. */
export function applyView(root: Element, view: RowView): Element {
  // A repeated part is filled from its own views: its elements are not the row's.
  const own = root.matches('[data-each]') ? root : null;
  const bound = (selector: string) => all(root, selector).filter((el) => eachOf(el) === own);
  const repeated = all(root, '[data-each]').filter((el) => el !== own && eachOf(el.parentElement) === own);
  for (const el of repeated) {
    const views = view.each?.[(el as HTMLElement).dataset.each!] ?? [];
    el.replaceWith(...views.map((part) => applyView(el.cloneNode(true) as Element, part)));
  }
  for (const el of bound('[data-show]')) if (!view.show[(el as HTMLElement).dataset.show!]) el.remove();
  for (const el of bound('[data-v]')) el.textContent = view.text[(el as HTMLElement).dataset.v!] ?? '';
  for (const el of bound('[data-a]')) {
    for (const spec of (el as HTMLElement).dataset.a!.split(';')) {
      const [name, key] = spec.split(':') as [string, string];
      if (name.startsWith('?')) el.toggleAttribute(name.slice(1), !!view.show[key]);
      else if (name.startsWith('style.')) (el as HTMLElement).style.setProperty(name.slice(6), view.attr[key] ?? '');
      else if (view.attr[key]) el.setAttribute(name, view.attr[key]);
      // No value, no attribute (a thumbnail without its path has no src).
      else el.removeAttribute(name);
    }
  }
  return root;
}

/** A row for each view: clones of the template's element, filled. */
export function rowsFrom(template: HTMLTemplateElement, views: RowView[]): Element[] {
  const row = template.content.firstElementChild;
  return row ? views.map((view) => applyView(row.cloneNode(true) as Element, view)) : [];
}
