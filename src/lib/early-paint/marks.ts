// The painter's half of the hand-over (lib/early-paint/paint.ts says the whole of it): what a person does on an early
// paint before the app has loaded, marked for the island's half (./hand-over.ts) to act on when the paint goes. For
// the painter only (its code is in each page's HTML): no island imports this, so the app's own files do without it.
import { CONTROLS, FIELDS, isText, PRESSED, WANTED } from './hand-over';

/** Marks `el` (only it, in the paint) with `attr`. */
function mark(paint: Element, el: Element, attr: string): void {
  paint.querySelector(`[${attr}]`)?.removeAttribute(attr);
  el.setAttribute(attr, '');
}

/** Keeps what is typed after a click on a painted text field (inert: the page has no focused field) in that field,
 *  until the app takes over or the person presses Tab; Escape forgets it. A model's `typing` (lib/rows/paged.ts). */
export function keepEarlyTyping(field: Element): void {
  if (!isText(field)) return;
  const onKey = (event: KeyboardEvent) => {
    if (!field.isConnected || !field.hasAttribute(WANTED) || event.key === 'Tab')
      return removeEventListener('keydown', onKey, true);
    if (event.key === 'Escape') {
      field.value = '';
      return field.removeAttribute(WANTED);
    }
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Backspace') field.value = [...field.value].slice(0, -1).join('');
    else if ([...event.key].length === 1) field.value += event.key;
    else return;
    // Not a space scrolling the page, nor a hotkey.
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  addEventListener('keydown', onKey, true);
}

/** Marks what the person does on a paint before the app has loaded (the painter calls this when it shows it): a press
 *  on its buttons, which have no handler yet, and a click on its inert parts (filters, search boxes), which the
 *  browser gives to the paint itself, so the control is found by place; `typing` (keepEarlyTyping, for the paints
 *  whose inert parts take text: the other pages' HTML does without it) then keeps what is typed for a text field. */
export function keepEarlyPresses(paint: HTMLElement, typing?: (field: Element) => void): void {
  paint.addEventListener('click', (event) => {
    const control =
      (event.target as Element).closest('button') ??
      [...paint.querySelectorAll<HTMLElement>(`[inert] :is(${CONTROLS})`)].find((el) => {
        const box = el.getBoundingClientRect();
        return (
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        );
      });
    if (!control || !paint.contains(control)) return;
    const field = control.matches(FIELDS);
    mark(paint, control, field ? WANTED : PRESSED);
    if (field) typing?.(control);
  });
}
