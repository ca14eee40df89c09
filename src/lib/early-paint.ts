// What the islands need to know about the pages' early paints (lib/early-grid.ts, lib/early-search.ts): how many
// results load their images at once, and how to take a paint out of the page. Apart from the painters, whose code the
// build puts in the HTML itself (src/build/preload-integration.mjs): an island importing them would download it again.

/** The early grid's container (components/video/EarlyGrid.astro). */
export const EARLY_GRID = '[data-early-grid]';
/** The search page's early results (components/search/EarlySearch.astro). */
export const EARLY_SEARCH = '[data-early-search]';

/** The early rows of a /my-library list (components/library/EarlyRows.astro). */
export const EARLY_ROWS = '[data-early-rows]';

/** Cards whose thumbnails load at once (the first row), in the grid island and the early grid. */
export const EAGER_CARDS = 4;
/** Playlist and video results whose thumbnails load at once (the first row), in the island and the early paint. */
export const EAGER_RESULTS = 4;

/** Writes `n` (shown as `shown`) in place of the sample's number `sample` in a counted message the component rendered
 *  from a sample ("0 views", "10 videos"), and for one the singular, as the component's tn() gives it in English. */
export function countIn(node: Node | null | undefined, sample: number, n: number, shown = String(n)): void {
  if (!node?.textContent) return;
  const text = node.textContent.replace(String(sample), shown);
  node.textContent = n === 1 ? text.replace(/s$/, '') : text;
}

/** Attribute on a paint: the button pressed on it before the app had loaded (see keepEarlyPresses). */
const PRESSED = 'data-early-pressed';
/** The controls a paint's focus or press can carry over to the island. */
const CONTROLS = 'a[href], button';

/** A control's name as a person tells it: its aria-label, else its text. */
const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();

/** What identifies a control in the paint and in the island's own DOM alike: its tag, its name, and its rank among
 *  the controls of that tag and name (two videos may share a name: the rows come in the same order). */
function keyOf(root: ParentNode, el: Element): string {
  const name = nameOf(el);
  const same = [...root.querySelectorAll(el.tagName)].filter((other) => nameOf(other) === name);
  return JSON.stringify([el.tagName, name, same.indexOf(el)]);
}

/** The control a key names in `root`, if any. */
function findByKey(root: ParentNode, key: string): HTMLElement | undefined {
  try {
    const [tag, name, rank] = JSON.parse(key) as [string, string, number];
    return [...root.querySelectorAll<HTMLElement>(tag)].filter((el) => el.matches(CONTROLS) && nameOf(el) === name)[rank];
  } catch {
    return undefined;
  }
}

/** Records a press on the paint's buttons before the app has loaded (the painters call this when they show it): a
 *  button there has no handler yet, so the island presses its own once it has taken over (dropPaint). */
export function keepEarlyPresses(paint: HTMLElement): void {
  paint.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (button && paint.contains(button)) paint.setAttribute(PRESSED, keyOf(paint, button));
  });
}

/** Takes a paint out of the page. Whatever the person was doing on it carries over to the same control of the island's
 *  own DOM, rendered by now beside it: the focus, and a button pressed before the app had loaded. */
function dropPaint(doc: Document, selector: string): void {
  const paint = doc.querySelector(selector);
  if (!paint) return;
  const scope = paint.parentElement;
  const active = doc.activeElement;
  const focused = active && active !== paint && paint.contains(active) && active.matches(CONTROLS) ? keyOf(paint, active) : null;
  const pressed = paint.getAttribute(PRESSED);
  paint.remove();
  if (!scope) return;
  if (focused) findByKey(scope, focused)?.focus();
  const button = pressed ? findByKey(scope, pressed) : undefined;
  // After the island's render has committed (this runs in its layout effect).
  if (button) setTimeout(() => { button.focus(); button.click(); }, 0);
}

/** Removes the early grid (and what it shows above it): the island's own grid, or its error or empty state, takes over. */
export function dropEarlyGrid(doc: Document = document): void {
  dropPaint(doc, EARLY_GRID);
}

/** Removes the early search results: the island's own, or its error, take over. */
export function dropEarlySearch(doc: Document = document): void {
  dropPaint(doc, EARLY_SEARCH);
}

/** Removes a list's early rows (and what they show above them): the island's own list, or its error or empty state,
 *  takes over. */
export function dropEarlyRows(doc: Document = document): void {
  dropPaint(doc, EARLY_ROWS);
}
