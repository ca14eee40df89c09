// Where a search runs (the instance's network or the search index) and who may resolve remote handles and URLs
// (SPEC §3–§6): read by the results page and the typeahead alike, pure.

import type { SearchTarget } from '../api/search';

export type { SearchTarget };

/** The config's `search.searchIndex` flags the rules depend on (every field optional on older servers). */
export interface SearchIndexFlags {
  enabled?: boolean;
  isDefaultSearch?: boolean;
  disableLocalSearch?: boolean;
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
