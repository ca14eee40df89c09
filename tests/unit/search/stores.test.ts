// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../../../src/stores/instance/config';
import { $tokens } from '../../../src/stores/session/session';
import { $me } from '../../../src/stores/session/user';
import {
  $activeIndex,
  $suggestions,
  $suggestionsOpen,
  moveHighlight,
  runSearch,
  setSearchText,
  highlight,
  closeSuggestions,
} from '../../../src/stores/search/search-box';
import { $recentSearches, clearRecentSearches, rememberSearch } from '../../../src/stores/search/search-recent';
import { searchProblem, startSearch } from '../../../src/stores/search/search-results';
import {
  EMPTY_QUERY,
  activeFilterCount,
  effectiveResultType,
  durationBounds,
  hasVideoFilter,
  isValidHost,
  parseSearchQuery,
  rangeStartDate,
  remoteUriNotice,
  resetFilters,
  searchQueryToUrl,
  searchSubject,
  toSearchParams,
} from '../../../src/lib/search-query';
import { dateRangeOf, dateToYear, durationRangeOf, yearToDate } from '../../../src/lib/search-filters';

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
    expect(
      $suggestions
        .get()
        .filter((s) => s.type === 'recent')
        .map((s) => s.text),
    ).toEqual(['query 11', 'query 10']);
    clearRecentSearches();
    expect($suggestions.get().some((s) => s.type === 'recent')).toBe(false);
  });
});

describe('/search query', () => {
  it("round-trips every filter through the URL in PeerTube's parameter names and maps them to API parameters", () => {
    const url =
      'search=cats&searchTarget=local&languageOneOf=en&languageOneOf=fr&sort=-views&startDate=2025-03-03T00%3A00%3A00.000Z' +
      '&endDate=2025-03-09T00%3A00%3A00.000Z&originallyPublishedStartDate=1990-01-01T00%3A00%3A00.000Z&originallyPublishedEndDate=2000-01-01T00%3A00%3A00.000Z' +
      '&durationMin=240&durationMax=600&isLive=false&host=videos.example.org&categoryOneOf=15&licenceOneOf=1&licenceOneOf=2' +
      '&tagsOneOf=jazz&tagsOneOf=blues&tagsAllOf=live&resultType=videos';
    const q = parseSearchQuery(url);
    expect(q).toEqual({
      search: 'cats',
      searchTarget: 'local',
      languageOneOf: ['en', 'fr'],
      sort: '-views',
      startDate: '2025-03-03T00:00:00.000Z',
      endDate: '2025-03-09T00:00:00.000Z',
      originallyPublishedStartDate: '1990-01-01T00:00:00.000Z',
      originallyPublishedEndDate: '2000-01-01T00:00:00.000Z',
      durationMin: 240,
      durationMax: 600,
      isLive: 'false',
      host: 'videos.example.org',
      categoryOneOf: [15],
      licenceOneOf: [1, 2],
      tagsOneOf: ['jazz', 'blues'],
      tagsAllOf: ['live'],
      resultType: 'videos',
    });
    expect(searchQueryToUrl(q)).toBe(`/search?${url}`);
    expect(parseSearchQuery(searchQueryToUrl(q).split('?')[1]!)).toEqual(q);
    expect(toSearchParams(q)).toEqual({
      search: 'cats',
      searchTarget: 'local',
      sort: '-views',
      languageOneOf: ['en', 'fr'],
      categoryOneOf: [15],
      licenceOneOf: [1, 2],
      tagsOneOf: ['jazz', 'blues'],
      tagsAllOf: ['live'],
      startDate: q.startDate,
      endDate: q.endDate,
      originallyPublishedStartDate: q.originallyPublishedStartDate,
      originallyPublishedEndDate: q.originallyPublishedEndDate,
      durationMin: 240,
      durationMax: 600,
      isLive: false,
      host: 'videos.example.org',
    });
    expect(toSearchParams({ ...q, searchTarget: null }).searchTarget).toBeUndefined();
    expect(activeFilterCount(q)).toBe(11);
  });

  it('a tag link is a search with no text: no `search` parameter, only the tag, counted as one filter', () => {
    const q = parseSearchQuery('tagsOneOf=foo');
    expect(q).toEqual({ ...EMPTY_QUERY, tagsOneOf: ['foo'] });
    expect(toSearchParams(q)).toEqual({ tagsOneOf: ['foo'] });
    expect(searchQueryToUrl(q)).toBe('/search?tagsOneOf=foo');
    expect(activeFilterCount(q)).toBe(1);
    expect(hasVideoFilter(q)).toBe(true);
    expect(searchSubject(q)).toEqual({ kind: 'tags', values: ['foo'] });
    expect(searchSubject(parseSearchQuery('categoryOneOf=3'))).toEqual({ kind: 'category', values: [3] });
    expect(searchSubject(parseSearchQuery('isLive=true'))).toEqual({ kind: 'filtered' });
    expect(searchSubject(parseSearchQuery('sort=-views'))).toEqual({ kind: 'none' });
    expect(searchSubject(parseSearchQuery('search=x&tagsOneOf=foo'))).toEqual({ kind: 'text', text: 'x' });
    expect(searchQueryToUrl(EMPTY_QUERY)).toBe('/search');
  });

  it('reads comma lists and `[]` names, drops duplicates and falls back to defaults for unknown or invalid values', () => {
    expect(
      parseSearchQuery(
        'search=x&sort=evil&isLive=maybe&durationMin=-3&startDate=soon&categoryOneOf=a,3,3&languageOneOf[]=de&tagsAllOf=a, b,a',
      ),
    ).toMatchObject({
      sort: '-match',
      isLive: null,
      durationMin: null,
      startDate: null,
      categoryOneOf: [3],
      languageOneOf: ['de'],
      tagsAllOf: ['a', 'b'],
    });
  });

  it('still understands the older range parameters', () => {
    const now = new Date(2025, 2, 10, 12).getTime();
    const q = parseSearchQuery('search=x&publishedDateRange=last_7days&durationRange=medium', now);
    expect(q).toMatchObject({ startDate: new Date(2025, 2, 3).toISOString(), durationMin: 240, durationMax: 600 });
    expect(searchQueryToUrl(q)).not.toMatch(/Range/);
  });

  it("maps published-date and duration ranges like PeerTube's filters, both ways", () => {
    const now = new Date(2025, 2, 10, 12).getTime();
    for (const range of ['today', 'last_7days', 'last_30days', 'last_365days'] as const)
      expect(dateRangeOf(rangeStartDate(range, now), now)).toBe(range);
    expect(rangeStartDate('today', now)).toBe(new Date(2025, 2, 10).toISOString());
    expect(rangeStartDate('any', now)).toBeNull();
    expect(dateRangeOf(null, now)).toBe('any');
    for (const range of ['any', 'short', 'medium', 'long'] as const)
      expect(durationRangeOf(durationBounds(range))).toBe(range);
    expect(durationBounds('short')).toEqual({ durationMin: null, durationMax: 240 });
    expect(durationRangeOf({ durationMin: 60, durationMax: null })).toBe('custom');
  });

  it('original publication years are January 1st, and read back as the year', () => {
    expect(yearToDate(1999)).toBe(new Date(1999, 0, 1).toISOString());
    expect(dateToYear(yearToDate(1999))).toBe(1999);
    expect(yearToDate(null)).toBeNull();
  });

  it('Reset clears every filter and the sort but keeps the text and the target', () => {
    const q = parseSearchQuery(
      'search=x&searchTarget=local&sort=-views&tagsOneOf=a&host=b.org&resultType=channels&durationMax=240',
    );
    expect(resetFilters(q)).toEqual({ ...EMPTY_QUERY, search: 'x', searchTarget: 'local' });
    expect(activeFilterCount(resetFilters(q))).toBe(0);
  });

  it('a host PeerTube would refuse stops the search', () => {
    expect(isValidHost('videos.example.org')).toBe(true);
    expect(isValidHost('localhost:9000')).toBe(true);
    expect(isValidHost('https://videos.example.org')).toBe(false);
    expect(isValidHost('bad_host')).toBe(false);
    expect(searchProblem(parseSearchQuery('host=bad_host'))).toBe('host');
    expect(startSearch(parseSearchQuery('host=bad_host'))).toBeNull();
    expect(startSearch(parseSearchQuery('sort=-views'))).toBeNull();
  });

  it('a search without text starts the videos only; with text, the three lists', async () => {
    const calls: string[] = [];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ total: 0, data: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      startSearch(parseSearchQuery('tagsOneOf=foo'));
      // The search waits for the video preferences, which wait for the config: after the earlier tests, over a second.
      await vi.waitFor(() => expect(calls.some((c) => c.includes('/search/videos'))).toBe(true), { timeout: 5000 });
      expect(calls.filter((c) => c.includes('/api/v1/search/'))).toEqual([
        expect.stringMatching(/\/api\/v1\/search\/videos\?start=0&count=10&nsfw=false&tagsOneOf%5B%5D=foo$/),
      ]);
      expect(calls.join()).not.toMatch(/search=/);
      calls.length = 0;
      startSearch(parseSearchQuery('search=foo&host=b.org'));
      await vi.waitFor(() => expect(calls.filter((c) => c.includes('/api/v1/search/'))).toHaveLength(3), {
        timeout: 5000,
      });
      expect(calls.filter((c) => c.includes('video-channels'))).toEqual([
        expect.stringContaining('search=foo&start=0&count=10&host=b.org'),
      ]);
      // Text with a filter only videos have: videos only, as PeerTube's client switches to them.
      calls.length = 0;
      startSearch(parseSearchQuery('search=foo&durationMin=600'));
      await vi.waitFor(() => expect(calls.some((c) => c.includes('/search/videos'))).toBe(true), { timeout: 5000 });
      expect(calls.filter((c) => c.includes('/api/v1/search/'))).toEqual([
        expect.stringContaining('/api/v1/search/videos?search=foo'),
      ]);
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('a filter only videos have shows videos only, unless another type is asked for; the host filter is not one', () => {
    expect(effectiveResultType(parseSearchQuery('search=foo'))).toBe('all');
    expect(effectiveResultType(parseSearchQuery('search=foo&host=b.org'))).toBe('all');
    for (const filter of [
      'durationMin=600',
      'isLive=true',
      'categoryOneOf=1',
      'languageOneOf=fr',
      'tagsAllOf=a',
      'startDate=2024-01-01T00:00:00.000Z',
    ]) {
      expect(effectiveResultType(parseSearchQuery(`search=foo&${filter}`)), filter).toBe('videos');
    }
    expect(effectiveResultType(parseSearchQuery('search=foo&isLive=true&resultType=channels'))).toBe('channels');
  });

  it('says why a handle or URL is not resolved', () => {
    const flags = { users: true, anonymous: false };
    expect(remoteUriNotice('a@b.org', flags, false)).toBe('login');
    expect(remoteUriNotice('a@b.org', flags, true)).toBe(null);
    expect(remoteUriNotice('https://b.org/w/1', { users: false, anonymous: false }, true)).toBe('disabled');
    expect(remoteUriNotice('cats', { users: false, anonymous: false }, false)).toBe(null);
  });
});
