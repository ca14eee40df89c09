// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../../../src/stores/config';
import { $tokens } from '../../../src/stores/session';
import { $me } from '../../../src/stores/user';
import { $activeIndex, $suggestions, $suggestionsOpen, moveHighlight, runSearch, setSearchText, highlight, closeSuggestions } from '../../../src/stores/search';
import { $recentSearches, clearRecentSearches, rememberSearch } from '../../../src/stores/search-recent';
import { parseSearchQuery, remoteUriNotice, searchQueryToUrl, toSearchParams } from '../../../src/stores/search-results';

const withIndex = (searchIndex: Record<string, boolean>) =>
  $config.set({ status: 'ready', data: { search: { searchIndex, remoteUri: { users: true, anonymous: false } } } });

beforeEach(() => {
  localStorage.clear();
  clearRecentSearches();
  $tokens.set(null);
  withIndex({ enabled: true, isDefaultSearch: false, disableLocalSearch: false });
  setSearchText('');
  closeSuggestions();
});

describe('typeahead store', () => {
  it('opens with the default suggestion highlighted while typing and closes on empty text', () => {
    setSearchText('cats');
    expect($suggestionsOpen.get()).toBe(true);
    expect($suggestions.get()[$activeIndex.get()]!.type).toBe('search-instance');
    withIndex({ enabled: true, isDefaultSearch: true, disableLocalSearch: false });
    setSearchText('cats!');
    expect($suggestions.get()[$activeIndex.get()]!.type).toBe('search-index');
    setSearchText('');
    expect($suggestionsOpen.get()).toBe(false);
  });

  it('arrows move the highlight and Enter searches with the highlighted target', () => {
    setSearchText('cats');
    moveHighlight(1);
    expect($activeIndex.get()).toBe(1);
    const navigate = vi.fn();
    runSearch($activeIndex.get(), navigate);
    expect(navigate).toHaveBeenCalledWith('/search?search=cats&searchTarget=search-index');
    expect($suggestionsOpen.get()).toBe(false);
  });

  it('the button (no suggestion) searches with the default target and adds the user languages', () => {
    $tokens.set({ accessToken: 'a', refreshToken: 'r', expiresAt: 0 });
    $me.set({ status: 'ready', data: { username: 'alice', videoLanguages: ['en', 'fr'] } });
    setSearchText('jazz');
    highlight(1);
    const navigate = vi.fn();
    runSearch(undefined, navigate);
    expect(navigate).toHaveBeenCalledWith('/search?search=jazz&searchTarget=local&languageOneOf=en&languageOneOf=fr');
  });

  it('remembers searches (newest first, no duplicates, at most 10) and offers them as suggestions', () => {
    for (let i = 0; i < 12; i++) rememberSearch(`query ${i}`);
    rememberSearch('QUERY 5');
    const recent = $recentSearches.get();
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('QUERY 5');
    expect(recent.filter((r) => r.toLowerCase() === 'query 5')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('pt-recent-searches')!)).toEqual(recent);
    setSearchText('query 1');
    expect($suggestions.get().filter((s) => s.type === 'recent').map((s) => s.text)).toEqual(['query 11', 'query 10']);
    clearRecentSearches();
    expect($suggestions.get().some((s) => s.type === 'recent')).toBe(false);
  });
});

describe('/search query', () => {
  it('round-trips the URL and maps filters to API parameters', () => {
    const q = parseSearchQuery('search=cats&searchTarget=local&languageOneOf=en&languageOneOf=fr&durationRange=medium&categoryOneOf=15&sort=-views&resultType=videos');
    expect(q).toMatchObject({ search: 'cats', searchTarget: 'local', languageOneOf: ['en', 'fr'], durationRange: 'medium', categoryOneOf: [15], sort: '-views', resultType: 'videos' });
    expect(parseSearchQuery(searchQueryToUrl(q).split('?')[1]!)).toEqual(q);
    const now = Date.parse('2025-03-10T12:00:00Z');
    const p = toSearchParams({ ...q, publishedDateRange: 'last_7days' }, now);
    expect(toSearchParams({ ...q, searchTarget: null }).searchTarget).toBeUndefined();
    expect(p).toMatchObject({ searchTarget: 'local', durationMin: 240, durationMax: 600, categoryOneOf: [15], languageOneOf: ['en', 'fr'], sort: '-views', startDate: '2025-03-03T12:00:00.000Z' });
  });

  it('falls back to defaults for unknown values and reads languageOneOf[]', () => {
    expect(parseSearchQuery('search=x&sort=evil&durationRange=huge&languageOneOf[]=de')).toMatchObject({ sort: '-match', durationRange: 'any', languageOneOf: ['de'] });
  });

  it('says why a handle or URL is not resolved', () => {
    const flags = { users: true, anonymous: false };
    expect(remoteUriNotice('a@b.org', flags, false)).toBe('login');
    expect(remoteUriNotice('a@b.org', flags, true)).toBe(null);
    expect(remoteUriNotice('https://b.org/w/1', { users: false, anonymous: false }, true)).toBe('disabled');
    expect(remoteUriNotice('cats', { users: false, anonymous: false }, false)).toBe(null);
  });
});
