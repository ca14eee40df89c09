// The island's half of the early paint's hand-over (lib/early-paint/paint.ts says the whole of it): the page's list
// view takes the paint out when its own list has settled, and what the person did on the paint carries over to the
// same control of the island's DOM. Apart from the painter, whose code the build puts in the HTML itself
// (components/EarlyList.astro): an island importing it would download it again.

/** The page's early paint (components/EarlyList.astro). */
export const EARLY_PAINT = '[data-early]';

/** Cards whose thumbnails load at once (the first row), in the grid island and the early paint. */
export const EAGER_CARDS = 4;
/** Playlist and video results whose thumbnails load at once (the first row), in the island and the early paint. */
export const EAGER_RESULTS = 4;

/** Property of a painted list (`[data-rows]`) holding the views its rows were painted from. */
export const EARLY_VIEWS = '__earlyViews';

/** The island's lists that take over painted ones when the paint goes (claimPaintedRows). */
const adoptions = new Map<Element, () => void>();

/** The painted list an island's list (`data-rows` named `name`, of class `className`) can take over, its very
 *  elements: the page's paint shows, and it was painted from exactly the views the island's rows have. Else null. */
export function paintedRows(name: string, className: string, views: unknown[] | undefined): Element | null {
  const paint = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(EARLY_PAINT);
  if (!paint || paint.hidden || !views) return null;
  const list = [...paint.querySelectorAll('[data-rows]')].find(
    (el) => el.getAttribute('data-rows') === name && el.className === className,
  );
  const painted = (list as unknown as Record<string, unknown> | undefined)?.[EARLY_VIEWS];
  return list && JSON.stringify(painted) === JSON.stringify(views) ? list : null;
}

/** Has `adopt` take the painted list `list`'s rows into the island when the paint goes (dropEarlyPaint), instead of
 *  them being thrown away with it. */
export function claimPaintedRows(list: Element, adopt: () => void): void {
  adoptions.set(list, adopt);
}

/** Attribute on the paint's button pressed before the app had loaded. */
export const PRESSED = 'data-early-pressed';
/** Attribute on the paint's (inert) form field clicked before the app had loaded; its value is what was typed since. */
export const WANTED = 'data-early-wanted';
/** The controls a paint's focus, press or typing can carry over to the island. */
export const CONTROLS = 'a[href], button, input, select, textarea';
/** The form fields of a paint, inert until the app has loaded (filters, search boxes). */
export const FIELDS = 'input, select, textarea';

/** Whether a field takes typed text. */
export const isText = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el.matches('textarea, input:not([type]), input[type="search"], input[type="text"]');

/** A control's name as a person tells it: its aria-label; a field's label (its own words: a wrapping label also holds a
 *  select's options) or placeholder; else its text. */
function nameOf(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label !== null) return label.trim();
  if (!el.matches(FIELDS)) return (el.textContent ?? '').trim();
  const own = (el as HTMLInputElement).labels?.[0];
  if (!own) return el.getAttribute('placeholder') ?? '';
  return [...own.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join('')
    .trim();
}

/** The item a control belongs to: its row's (or card's) first link, the item's own page (/w/…, /c/…). */
const itemOf = (el: Element) => el.closest('li')?.querySelector('a[href]')?.getAttribute('href') ?? null;

/** What identifies a control in the paint and in the island's own DOM alike: its tag, its name, and the item it
 *  belongs to (the island's list may have changed since the paint: a row added above), else its rank among the
 *  controls of that tag and name. */
function keyOf(root: ParentNode, el: Element | null | undefined): string | null {
  if (!el) return null;
  const name = nameOf(el);
  const same = [...root.querySelectorAll(el.tagName)].filter(
    (other) => nameOf(other) === name && itemOf(other) === itemOf(el),
  );
  return JSON.stringify([el.tagName, name, itemOf(el), same.indexOf(el)]);
}

/** The control a key names in `root`, if any. */
function findByKey(root: ParentNode, key: string | null): HTMLElement | undefined {
  if (!key) return undefined;
  const [tag, name, item, rank] = JSON.parse(key) as [string, string, string | null, number];
  return [...root.querySelectorAll<HTMLElement>(tag)].filter(
    (el) => el.matches(CONTROLS) && nameOf(el) === name && itemOf(el) === item,
  )[rank];
}

/** Types `text` into an island's field as a person would: React's onChange sees an input event with the new value. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Takes a paint out of the page. Whatever the person was doing on it carries over to the same control of the island's
 *  own DOM, rendered by now beside it: the focus, a button pressed before the app had loaded, a field clicked and what
 *  was typed in it. */
function dropPaint(doc: Document, selector: string): void {
  const paint = doc.querySelector(selector);
  if (!paint) return;
  const scope = paint.parentElement;
  const active = doc.activeElement;
  const focused =
    active && active !== paint && paint.contains(active) && active.matches(CONTROLS) ? keyOf(paint, active) : null;
  const pressed = keyOf(paint, paint.querySelector(`[${PRESSED}]`));
  const wantedField = paint.querySelector<HTMLInputElement>(`[${WANTED}]`);
  const wanted = keyOf(paint, wantedField);
  const typed = wantedField && isText(wantedField) ? wantedField.value : '';
  // The island's lists that take over the painted rows (the same elements: whatever a person, or a test, holds of
  // them stays in the page); the focus and presses below then find those very rows in the island.
  // (The marks are the paint's own: not on the island's elements.)
  paint.querySelectorAll(`[${PRESSED}]`).forEach((el) => el.removeAttribute(PRESSED));
  for (const [list, adopt] of adoptions) if (paint.contains(list)) adopt();
  adoptions.clear();
  paint.remove();
  if (!scope) return;
  if (focused) findByKey(scope, focused)?.focus();
  const field = findByKey(scope, wanted);
  const button = findByKey(scope, pressed);
  if (!field && !button) return;
  // This runs in the island's layout effect: its effects come after (a search box's may set its text from the
  // list's), so the hand-over waits for a frame, and types again if an effect has put the box back meanwhile.
  const afterEffects = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  afterEffects(() => {
    if (field && typed && isText(field)) {
      typeInto(field, typed);
      afterEffects(() => {
        if (field.isConnected && field.value !== typed) typeInto(field, typed);
      });
    }
    if (button) {
      button.focus();
      button.click();
    } else if (field && !focused) field.focus();
  });
}

/** Takes the page's early paint out (and what it shows above its rows): the island's own list, or its error or empty
 *  state, rendered by now beside it, takes over with what the person was doing on the paint. A page paints one list
 *  early, and that list's view calls this (PagedView, VideoGrid, the search results) when its first page has settled. */
export function dropEarlyPaint(doc: Document = document): void {
  dropPaint(doc, EARLY_PAINT);
}
