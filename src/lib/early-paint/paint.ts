// The early paint: a page's first rows drawn from its early requests (components/EarlyFetch.astro) before the
// framework has loaded, so that on a slow network the page's largest paint does not wait for React. One painter
// (this module) for every list; what differs between lists is declared, not written again:
//  - a row model per list (lib/rows/*.ts): a pure function item + context → the row's view (texts, attributes, which
//    parts show), which the island's row component renders too, in the same language with the same formatters;
//  - the island's own markup as template: the page renders its list components at build time around an empty list
//    (their frame: counts, "Load more", filters inert) and the row component from a template view, inside
//    components/EarlyList.astro, whose one inline script is this painter bundled with the page's model only.
// The painter reads the answers without taking them (the API client still gets them once), asks the model for the
// views, fills the frame's bindings, clones the template once per row and fills it (lib/early-paint/bind.ts), then
// shows the paint once the broadcast message is drawn (lib/early-banner.ts, whose script the early requests' script
// loads when the instance has a message) or known absent (afterEarlyBanner), so nothing pushes it down.
// English pages paint with the Intl-free English formatters of lib/format.ts; another language paints once its
// catalog strings, fetched at parse time, are in (i18n/early.ts), with Intl — and without them the page is left
// to the app. In another language the island's markup around the rows (filters, links) is still English: it keeps
// its room, unseen, until the app replaces it.
//
// The hand-over, in two halves. When the page's list view (PagedView, VideoGrid, the search results) has settled, it
// takes the paint out in the same frame its own list appears (lib/early-paint/hand-over.ts's dropEarlyPaint, in a
// layout effect; the island is hidden while a paint shows, by CSS), so nothing moves. A list whose rows are the
// painted ones (the same views, which the painter leaves on the painted list) takes those very elements over
// (islands/common/Rows.tsx: React hydrates them), so what a person — or a test — holds of a row stays in the page;
// the rest of the paint (and rows that differ) goes. What the person did on the paint meanwhile carries over to the
// same control of the island's DOM — the adopted element itself, or the same tag and name in the same item (its row's
// or card's own link), else the same rank:
//  - the focus moves there;
//  - a button pressed on the paint (which had no handler yet: Delete, Unsubscribe, Load more, a card's menu) is
//    pressed there once the island's effects have run;
//  - a click on the paint's inert filters or search box focuses the island's own, and what was typed meanwhile (shown
//    in the painted box; Tab ends it, Escape clears it) is typed into it.
// The painter only marks what was done (./marks.ts, in the page's HTML only); the half that acts on the island's DOM
// is in the app's own files (./hand-over.ts).
import { afterEarlyBanner, peekEarlySettings, readEarlyJson, resolveEarlyKey } from '../early-fetch';
import { earlyCatalog, earlyLanguage, isEnglish } from '../../i18n/early';
import { hostOf } from '../instance-host';
import { instanceUrlFrom } from '../instance-url';
import { formatterFor, type RowContext, type RowView } from '../rows/view';
import { applyView, rowsFrom } from './bind';
import { EARLY_PAINT, EARLY_VIEWS } from './hand-over';
import { keepEarlyPresses } from './marks';

/** What a page's model is given besides its answers. */
export interface EarlyContext extends RowContext {
  /** The instance's config as the page asked it early, when the model needs it (`config`); else null. */
  config: unknown;
  /** The page URL's query (`?search=…`). */
  query: string;
}

/** The views of a paint: its frame's (counts, headings, which parts show) and each of its lists' rows, in the order
 *  of the lists (`[data-rows]`) and of their templates. */
export interface EarlyViews {
  frame: RowView;
  lists: RowView[][];
}

/** How a page's early answers become its paint. */
export interface EarlyModel {
  /** The rows depend on the instance's config (My videos' Studio button): read its early answer too. */
  config?: boolean;
  /** Keeps what is typed into the paint's inert text fields (./marks.ts's keepEarlyTyping), for the paints that show
   *  some (a list's search box). */
  typing?: (field: Element) => void;
  /** The views of the paint from the answers (in the order of the paint's requests); null: nothing to paint (an empty
   *  or malformed answer, a query the paint leaves to the app). */
  views: (answers: unknown[], ctx: EarlyContext) => EarlyViews | null;
}

/** Marks a paint in another language than English (the island's markup around its rows stays unseen). */
export const TRANSLATED = 'data-early-lang';

/** Rows of a list painted at once: two rows of the widest grid, the first screen. The rest follow once that screen's
 *  images are in (or after FIRST_SCREEN_WAIT_MS) and drawn, so the largest paint waits neither for building and laying
 *  out rows below it (~200 ms for 16 cards on a 4× slower CPU) nor behind that work once its images arrive. */
export const FIRST_SCREEN_ROWS = 8;
/** The longest the rows below the first screen wait for its images. */
const FIRST_SCREEN_WAIT_MS = 1500;

/** Settles when the eager images in `root` have loaded or failed, or after FIRST_SCREEN_WAIT_MS. */
function firstImages(root: Element): Promise<unknown> {
  const loads = [...root.querySelectorAll<HTMLImageElement>('img[loading="eager"]')]
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise((done) => ['load', 'error'].forEach((type) => img.addEventListener(type, done, { once: true }))),
    );
  return Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, FIRST_SCREEN_WAIT_MS))]);
}

/** Fills the paint's frame, then its lists with their rows: the first screen's now, the rest after its images. */
function fill(paint: HTMLElement, views: EarlyViews): void {
  const templates = paint.querySelectorAll<HTMLTemplateElement>(':scope > template');
  // Before the frame is filled: a part it does not show may hold a list (an empty search section).
  const lists = [...paint.querySelectorAll('[data-rows]')];
  applyView(paint, views.frame);
  const later: Array<() => void> = [];
  views.lists.forEach((rows, i) => {
    const template = templates[i];
    const list = lists[i];
    if (!template || !list) return;
    // For the island, which takes these rows over when it has the same (islands/common/Rows.tsx): set once the
    // list holds them all.
    const painted = (shown: RowView[]) => ((list as unknown as Record<string, unknown>)[EARLY_VIEWS] = shown);
    list.replaceChildren(...rowsFrom(template, rows.slice(0, FIRST_SCREEN_ROWS)));
    painted(rows.slice(0, FIRST_SCREEN_ROWS));
    if (rows.length > FIRST_SCREEN_ROWS)
      later.push(() => {
        list.append(...rowsFrom(template, rows.slice(FIRST_SCREEN_ROWS)));
        painted(rows);
      });
  });
  if (!later.length) return;
  const paintRest = () => paint.isConnected && later.forEach((rest) => rest());
  void firstImages(paint).then(() => requestAnimationFrame(() => setTimeout(paintRest, 0)));
}

/** Paints the page's early paint (components/EarlyList.astro) with `model` from the early requests `paths` (as the page
 *  wrote them) once their answers are in. Nothing to paint — no early request (another query, no session), an answer
 *  taken by the app already or failed, another language without its catalog, nothing in the answers — and the paint
 *  leaves the page at once: the island shows its own state. */
export function paintEarly(model: EarlyModel, paths: string[], doc: Document = document): Promise<void> {
  const paint = doc.querySelector<HTMLElement>(EARLY_PAINT);
  const giveUp = () => paint?.remove();
  const language = earlyLanguage();
  const catalog = isEnglish(language) ? {} : earlyCatalog();
  const answers = paths.map((path) => readEarlyJson(resolveEarlyKey(path)));
  if (!paint || !paths.length || !catalog || answers.some((answer) => !answer)) return Promise.resolve(giveUp());
  // A config that failed or was not asked early leaves what depends on it to the island.
  const config = model.config ? (readEarlyJson(resolveEarlyKey('/api/v1/config'))?.catch(() => null) ?? null) : null;
  return (
    Promise.all([Promise.all(answers), catalog, config, peekEarlySettings() ?? {}])
      // The broadcast message first: drawn after the paint, it would push it down.
      .then(afterEarlyBanner)
      .then(([json, strings, config, settings]) => {
        // The island may have rendered already (its own list replaces this one).
        if (!paint.isConnected) return;
        // Another language whose catalog failed (`{}`): no English rows for that visitor; the island draws them.
        if (!isEnglish(language) && !Object.keys(strings as object).length) return giveUp();
        const base = instanceUrlFrom(settings);
        const fmt = formatterFor(language, strings as Record<string, string>);
        const views = model.views(json, { fmt, base, host: hostOf(base), config, query: doc.location?.search ?? '' });
        if (!views) return giveUp();
        fill(paint, views);
        if (!isEnglish(language)) paint.setAttribute(TRANSLATED, language);
        paint.hidden = false;
        keepEarlyPresses(paint, model.typing);
      })
      // Nothing painted: the island shows the list, or the error, itself.
      .catch(giveUp)
  );
}
