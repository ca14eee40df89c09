import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { $config } from '../../stores/instance/config';
import { $recentSearches, clearRecentSearches } from '../../stores/search/search-recent';
import {
  $activeIndex,
  $searchLanguages,
  $suggestions,
  $searchText,
  $suggestionsOpen,
  closeSuggestions,
  highlight,
  moveHighlight,
  runSearch,
  setSearchText,
} from '../../stores/search/search-box';
import type { SearchSuggestion } from '../../lib/search-suggestions';

/** The static header form and its text field, which the typeahead enhances in place (ARIA combobox pattern). */
export interface TypeaheadProps {
  form: HTMLFormElement;
  input: HTMLInputElement;
}

/** The header search typeahead: suggestions under the static search form, driven by keyboard, mouse and the search stores. */
export default function SearchTypeahead({ form, input }: TypeaheadProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const helpId = `${id}-help`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const open = useStore($suggestionsOpen);
  const suggestions = useStore($suggestions);
  const active = useStore($activeIndex);
  const indexEnabled = Boolean(useStore($config).data?.search?.searchIndex?.enabled);
  const hasRecent = useStore($recentSearches).length > 0;
  const text = useStore($searchText);
  // The help shows while the empty box has the focus (SPEC §2: it lists what else can be searched); typing replaces
  // it with suggestions, Escape puts it away until the next focus.
  const [focused, setFocused] = useState(() => document.activeElement === input);
  const [helpClosed, setHelpClosed] = useState(false);
  useStore($searchLanguages); // keeps the account loaded so the first search already carries its languages

  // The field stays the server-rendered one (it worked before this loaded); only its behaviour is added.
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-describedby', helpId);
    const onInput = () => setSearchText(input.value);
    const onFocus = () => {
      setFocused(true);
      setHelpClosed(false);
      if (input.value.trim()) setSearchText(input.value);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter' && !event.isComposing) {
        event.preventDefault();
        if (input.value.trim()) runSearch($suggestionsOpen.get() ? $activeIndex.get() : undefined);
      } else if (event.key === 'Escape' && ($suggestionsOpen.get() || !input.value.trim())) {
        event.preventDefault();
        closeSuggestions();
        setHelpClosed(true);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      runSearch();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (form.contains(event.relatedTarget as Node | null)) return;
      closeSuggestions();
      setFocused(false);
    };
    $suggestionsOpen.set(false);
    setSearchText(input.value);
    if (document.activeElement !== input) closeSuggestions();
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusout', onFocusOut);
    };
  }, [form, input, listId, helpId]);

  const expanded = open && suggestions.length > 0;
  const empty = !text.trim();
  const showHelp = focused && empty && !helpClosed;
  useEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  const label = (s: SearchSuggestion) => {
    if (s.type === 'search-index') return t('search.inIndex', 'In the vidiverse');
    if (s.type === 'recent') return t('search.recent', 'Recent search');
    return t('search.inInstance', "In this instance's network");
  };

  return (
    <div className="search-typeahead" hidden={!expanded && !showHelp}>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions', 'Search suggestions')} hidden={!expanded}>
        {suggestions.map((s, i) => (
          // The keyboard drives the list from the search box (aria-activedescendant): clicks are the pointer's way.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${s.type}-${s.text}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            data-type={s.type}
            // mousedown would blur the field (and close the list) before the click lands
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => highlight(i)}
            onMouseMove={() => {
              if ($activeIndex.get() !== i) highlight(i);
            }}
            onClick={() => runSearch(i)}
          >
            <span className="suggestion-text">{s.text}</span> <span className="suggestion-target">{label(s)}</span>
          </li>
        ))}
      </ul>
      <div id={helpId} className="search-help" hidden={!empty && !indexEnabled}>
        <p hidden={!empty}>
          {t('search.help', 'You can also search for a channel or account handle (name@domain), a URL or a UUID.')}
        </p>
        {indexEnabled && (
          <p>
            {t(
              'search.indexHelp',
              'Results will be augmented with those of a third-party index. Only data necessary to make the query will be sent.',
            )}
          </p>
        )}
      </div>
      {hasRecent && (
        <button
          type="button"
          className="button-link clear-recent"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => clearRecentSearches()}
        >
          {t('search.clearRecent', 'Clear recent searches')}
        </button>
      )}
    </div>
  );
}
