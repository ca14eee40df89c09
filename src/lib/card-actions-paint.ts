// The actions under each card of an early grid (a grid island's renderActions, e.g. history's "Remove"), painted
// with the cards before the framework: the island's first grid then has the same cards at the same height, and
// nothing moves when it takes over. The actions are the island's own components, rendered at build time into a
// <template> with a sample name (components/video/EarlyGrid.astro's `actions` slot); they work once the island is there.

/** Id of the template holding one card's actions. */
export const CARD_ACTIONS_TEMPLATE = 'early-card-actions';
/** The video name the template is rendered with; each copy gets its card's title in its place (names, titles). */
export const ACTIONS_SAMPLE_NAME = '@@video-name@@';
const NAMED = ['aria-label', 'title'];
/** Marks a card's painted actions (so a refill does not add them twice). */
const PAINTED = 'data-early-actions';

/** A copy of the actions template for the painted card `item` (its title replaces the sample name). */
export function actionsFor(template: HTMLTemplateElement, item: Element): Element | null {
  const box = template.content.firstElementChild?.cloneNode(true) as Element | undefined;
  if (!box) return null;
  box.setAttribute(PAINTED, '');
  const title = item.querySelector('.video-title a')?.textContent ?? '';
  for (const el of [box, ...box.querySelectorAll('*')]) {
    for (const name of NAMED) {
      const value = el.getAttribute(name);
      if (value?.includes(ACTIONS_SAMPLE_NAME)) el.setAttribute(name, value.split(ACTIONS_SAMPLE_NAME).join(title));
    }
  }
  return box;
}

/** Gives every card the early grid `grid` paints its actions, now and whenever the painter fills it (a mutation
 *  observer's callback runs before the next frame, so cards never show without them). No template: nothing to do. */
export function paintCardActions(grid: Element | null, doc: Document = document): void {
  const template = doc.getElementById(CARD_ACTIONS_TEMPLATE) as HTMLTemplateElement | null;
  if (!grid || !template) return;
  const fill = () => {
    for (const item of grid.children) {
      if (item.querySelector(`[${PAINTED}]`)) continue;
      const actions = actionsFor(template, item);
      if (actions) item.append(actions);
    }
  };
  fill();
  new MutationObserver(fill).observe(grid, { childList: true });
}
