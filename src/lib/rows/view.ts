// One source for every row a list shows, in the island and in the early paint alike. A row model (src/lib/rows/*.ts) is
// a pure function of an item and a context that gives the row's view: its texts, attribute values and which optional
// parts show. The island's row component renders that view, and carries binding attributes naming where each value
// goes; rendered at build time from a template view, the same component is the early paint's template, which the one
// painter (lib/early-paint/paint.ts) fills from the same view. Bindings:
//   data-v="title"                  the element's text is view.text.title
//   data-a="href:link;title:name"   attributes from view.attr, '' leaving one out (the component writes `|| undefined`
//                                   where a value may be empty); `style.width:progress` sets a style property,
//                                   `?disabled:waiting` a boolean attribute, present when view.show.waiting
//   data-show="live"                the element exists only when view.show.live
//   data-each="channels"            the element repeats for each view of view.each.channels (none: it goes)
// A bound element's only child is its value (`{view.text.title}`), so the painter's text is the component's.
import { formatCount, formatDate, formatDuration, formatRelative } from '../format';
import { translate, translatePlural, type Catalog, type PluralForms } from '../../i18n/translate';
import { isEnglish } from '../../i18n/early';

/** A row's view: texts, attribute values, optional parts, and repeated parts (each a view of its own). */
export interface RowView<T extends string = string, A extends string = string, S extends string = string> {
  text: Record<T, string>;
  attr: Record<A, string>;
  show: Record<S, boolean>;
  each?: Record<string, RowView[]>;
}

/** Translation and formatting in one language, with the same functions the app uses. */
export interface Formatter {
  /** The language for Intl ('en' formats without it). */
  language: string;
  t: (key: string, english: string, params?: Record<string, string | number>) => string;
  tn: (key: string, forms: PluralForms, count: number, params?: Record<string, string | number>) => string;
  /** A compact count (1.2K). */
  count: (value: number) => string;
  /** A long date (March 3, 2025). */
  date: (date: string | number | Date) => string;
  /** A relative time (3 days ago). */
  relative: (date: string | number | Date) => string;
  /** A duration (1:05). */
  duration: (seconds: number | null | undefined) => string;
  /** A label the server names (a privacy, a category): the instance's own translation (server.json), as is where it
   *  has none (the early paint, before that file is read). */
  label: (label: string | null | undefined) => string;
}

/** What a row model needs besides its item: the formatter, and where the instance's media and actors are. */
export interface RowContext {
  fmt: Formatter;
  /** The instance origin for media ('' = same origin). */
  base: string;
  /** The instance host: its own actors' links omit it. */
  host: string;
}

/** The formatter of a language with its catalog (empty for English); `now` for relative times (tests fix it). */
export function formatterFor(
  language: string,
  catalog: Catalog,
  now?: () => number,
  label: (label: string | null | undefined) => string = (l) => l ?? '',
): Formatter {
  const lang = isEnglish(language) ? 'en' : language;
  return {
    language: lang,
    t: (key, english, params) => translate(catalog, key, english, params),
    tn: (key, forms, count, params) => translatePlural(catalog, lang, key, forms, count, params),
    count: (value) => formatCount(value, lang),
    date: (date) => formatDate(date, lang),
    relative: (date) => formatRelative(date, lang, now ? now() : Date.now()),
    duration: formatDuration,
    label,
  };
}

/** One view of a row drawn by two components (a card and its actions, lib/rows/history.ts). */
export function mergeViews(a: RowView, b: RowView): RowView {
  return { text: { ...a.text, ...b.text }, attr: { ...a.attr, ...b.attr }, show: { ...a.show, ...b.show } };
}

/** Any view a template is rendered from: every text empty, every attribute a placeholder (inert: a template's content
 *  loads nothing; images `loading="lazy"`, or React would put an image preload in the template), every optional part
 *  shown, every repeated part once. */
export function templateView<V extends RowView>(): V {
  const of = <T>(value: (key: string) => T) => new Proxy({}, { get: (_, key) => value(String(key)) });
  const view: RowView = {
    text: of(() => ''),
    attr: of((key) => (key === 'loading' ? 'lazy' : '#')),
    show: of(() => true),
    each: of(() => [view]) as Record<string, RowView[]>,
  };
  return view as V;
}
