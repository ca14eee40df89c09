import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useT, useTn } from '../../i18n/useT';
import { $searchQuery, resetSearchFilters } from '../../stores/search/search-results';
import { activeFilterCount } from '../../lib/search-query';
import { Loader } from '../common/ListStates';

// The panel's fields load when it first opens: most searches never open it (SearchFiltersPanel.tsx).
const SearchFiltersPanel = lazy(() => import('./SearchFiltersPanel'));

/** The /search page's filters (PeerTube's advanced search): a "Filters" button with the active count, Reset, and the
 *  panel, loaded on first opening and then kept (closing it keeps what was typed). */
export default function SearchFilters() {
  const t = useT();
  const tn = useTn();
  const panelId = useId();
  const q = useStore($searchQuery);
  const count = activeFilterCount(q);
  // Open on arrival when the link carries filters (a tag or category link), or when the URL's host is refused.
  const [open, setOpen] = useState(() => count > 0);
  const [opened, setOpened] = useState(open);
  const resettable = count > 0 || q.sort !== '-match';
  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };

  return (
    <div className="search-filter-area">
      <div className="search-filter-bar">
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls={opened ? panelId : undefined}
          onClick={toggle}
        >
          {count > 0
            ? tn('search.filtersActive', { one: 'Filters ({count} active)', other: 'Filters ({count} active)' }, count)
            : t('search.filtersButton', 'Filters')}
        </button>
        {resettable && (
          <button type="button" className="button" onClick={() => resetSearchFilters()}>
            {t('search.reset', 'Reset')}
          </button>
        )}
      </div>
      {opened && (
        <Suspense fallback={open ? <Loader label={t('search.filtersLoading', 'Loading the filters…')} /> : null}>
          <SearchFiltersPanel id={panelId} hidden={!open} />
        </Suspense>
      )}
    </div>
  );
}
