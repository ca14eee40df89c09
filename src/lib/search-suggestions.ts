// The typeahead's rules (SPEC §3–§5), pure so they can be tested as a table over the config flags.

/** Where a search runs: the instance's network or the third-party index. */
export type SearchTarget = 'local' | 'search-index';

/** The config's `search.searchIndex` flags the rules depend on (every field optional on older servers). */
export interface SearchIndexFlags {
  enabled?: boolean;
  isDefaultSearch?: boolean;
  disableLocalSearch?: boolean;
}

/** One suggestion of the typeahead: the text, where it searches, and whether it is the default one. */
export interface SearchSuggestion {
  text: string;
  type: 'search-instance' | 'search-index' | 'recent';
  target: SearchTarget;
  default: boolean;
}

/** The default target: the index when it is enabled and is the default search or local search is disabled. */
export function defaultTarget(index: SearchIndexFlags | undefined): SearchTarget {
  return index?.enabled && (index.isDefaultSearch || index.disableLocalSearch) ? 'search-index' : 'local';
}

/** Whether local search is offered: unless the index is enabled and local search is disabled. */
export function localSearchOffered(index: SearchIndexFlags | undefined): boolean {
  return !(index?.enabled && index.disableLocalSearch);
}

/** A target from the URL, or the default one when it is missing, unknown or not offered. */
export function resolveTarget(value: string | null | undefined, index: SearchIndexFlags | undefined): SearchTarget {
  if (value === 'search-index' && index?.enabled) return 'search-index';
  if (value === 'local' && localSearchOffered(index)) return 'local';
  return defaultTarget(index);
}

/** Recent searches that extend the typed text (case-insensitive), the text itself excluded. */
export function matchingRecent(text: string, recent: readonly string[]): string[] {
  const typed = text.trim().toLowerCase();
  if (!typed) return [];
  return recent.filter((r) => r.toLowerCase().startsWith(typed) && r.toLowerCase() !== typed);
}

/** The suggestions for the typed text: none when it is empty (SPEC §5), then instance, index and recent ones. */
export function buildSuggestions(
  text: string,
  index: SearchIndexFlags | undefined,
  recent: readonly string[] = [],
): SearchSuggestion[] {
  const typed = text.trim();
  if (!typed) return [];
  const target = defaultTarget(index);
  const out: SearchSuggestion[] = [];
  if (localSearchOffered(index))
    out.push({ text: typed, type: 'search-instance', target: 'local', default: target === 'local' });
  if (index?.enabled)
    out.push({ text: typed, type: 'search-index', target: 'search-index', default: target === 'search-index' });
  for (const r of matchingRecent(typed, recent)) out.push({ text: r, type: 'recent', target, default: false });
  return out;
}

/** Position of the default suggestion; -1 (logged as SPEC §8 says) when there are suggestions but none is the default. */
export function defaultIndex(suggestions: readonly SearchSuggestion[]): number {
  if (suggestions.length === 0) return -1;
  const i = suggestions.findIndex((s) => s.default);
  if (i === -1) console.error('Cannot find active index');
  return i;
}

/** The next highlighted position for ArrowDown (+1) or ArrowUp (-1), wrapping around. */
export function moveIndex(current: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (current < 0) return delta > 0 ? 0 : length - 1;
  return (current + delta + length) % length;
}

/** What a search navigates with. */
export interface SearchRequest {
  search: string;
  target: SearchTarget;
  /** The logged-in user's video languages; added only when the current query has none. */
  languages?: readonly string[];
  /** The current /search query when the search starts from that page (its filters are kept). */
  current?: URLSearchParams;
}

/** The /search URL of a search: `search`, `searchTarget` and `languageOneOf` (unless already set), keeping current filters. */
export function searchUrl({ search, target, languages, current }: SearchRequest): string {
  const params = new URLSearchParams(current);
  params.delete('start');
  params.set('search', search.trim());
  params.set('searchTarget', target);
  const hasLanguages = params.has('languageOneOf') || params.has('languageOneOf[]');
  if (!hasLanguages) for (const l of languages ?? []) params.append('languageOneOf', l);
  return `/search?${params.toString()}`;
}

/** The config's `search.remoteUri` flags: who may resolve remote handles and URLs. */
export interface RemoteUriFlags {
  users?: boolean;
  anonymous?: boolean;
}

/** Whether the text is a remote handle (name@domain, optional leading @) or an http(s) URL the server may resolve. */
export function isRemoteUri(text: string): boolean {
  const s = text.trim();
  return (
    /^https?:\/\/\S+$/i.test(s) ||
    /^@?[\w.-]+@[\w.-]+\.[a-z]{2,}(:\d+)?$/i.test(s) ||
    /^@?[\w.-]+@(localhost|[\d.]+)(:\d+)?$/i.test(s)
  );
}

/** Whether this visitor may resolve remote handles and URLs: separate flags for users and anonymous visitors (SPEC §6). */
export function remoteUriAllowed(flags: RemoteUriFlags | undefined, loggedIn: boolean): boolean {
  return Boolean(loggedIn ? flags?.users : flags?.anonymous);
}
