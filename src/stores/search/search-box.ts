import { $videoPreferences } from '../settings/video-preferences';
import { atom, computed } from 'nanostores';
import { $config } from '../instance/config';
import { $recentSearches, rememberSearch } from './search-recent';
import {
  buildSuggestions,
  defaultIndex,
  moveIndex,
  searchUrl,
  type SearchSuggestion,
} from '../../lib/search-suggestions';
import { defaultTarget } from '../../lib/search-target';

/** The text typed in the header search box. */
export const $searchText = atom('');

/** Whether the suggestion list is open. */
export const $suggestionsOpen = atom(false);

/** Position of the highlighted suggestion (-1: none). */
export const $activeIndex = atom(-1);

/** The suggestions for the typed text, from the config's search index flags and the recent searches. */
export const $suggestions = computed([$searchText, $config, $recentSearches], (text, config, recent) =>
  buildSuggestions(text, config.data?.search?.searchIndex, recent),
);

/** The video languages of the account (SPEC §6), or of the visitor's quick settings, added to searches as languageOneOf. */
export const $searchLanguages = computed($videoPreferences, (preferences) => preferences?.languages ?? []);

/** Sets the typed text; suggestions open for non-empty text with the default one highlighted. */
export function setSearchText(text: string): void {
  $searchText.set(text);
  const suggestions = $suggestions.get();
  $suggestionsOpen.set(suggestions.length > 0);
  $activeIndex.set(defaultIndex(suggestions));
}

/** Arrow keys: opens the list if it was closed, otherwise moves the highlight. */
export function moveHighlight(delta: 1 | -1): void {
  const suggestions = $suggestions.get();
  if (!$suggestionsOpen.get()) {
    if (suggestions.length === 0) return;
    $suggestionsOpen.set(true);
    $activeIndex.set(defaultIndex(suggestions));
    return;
  }
  $activeIndex.set(moveIndex($activeIndex.get(), delta, suggestions.length));
}

/** Hover or focus of a suggestion highlights it. */
export function highlight(index: number): void {
  $activeIndex.set(index);
}

/** Closes the list (Escape, blur, after a search). */
export function closeSuggestions(): void {
  $suggestionsOpen.set(false);
}

/** The /search URL for a suggestion, or for the typed text with the default target (the search button); null for empty text. */
export function searchHref(suggestion?: SearchSuggestion, here: Location | URL = location): string | null {
  const text = suggestion?.text ?? $searchText.get();
  if (!text.trim()) return null;
  const target = suggestion?.target ?? defaultTarget($config.get().data?.search?.searchIndex);
  const current = here.pathname.replace(/\/$/, '') === '/search' ? new URLSearchParams(here.search) : undefined;
  return searchUrl({ search: text, target, languages: $searchLanguages.get(), current });
}

/** Runs a search: remembers it, closes the list and navigates to /search. `index` picks a suggestion, none = default target. */
export function runSearch(index?: number, navigate: (url: string) => void = (url) => location.assign(url)): void {
  const suggestion = index === undefined || index < 0 ? undefined : $suggestions.get()[index];
  const href = searchHref(suggestion);
  closeSuggestions();
  if (!href) return;
  rememberSearch(suggestion?.text ?? $searchText.get());
  navigate(href);
}
