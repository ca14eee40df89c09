import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { IndexedPlugin } from '../../api/plugins';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $availablePlugins,
  $installedSomething,
  $pluginBusy,
  indexProblem,
  installByNameErrors,
  installByNameForm,
  installFromIndex,
  loadMoreAvailable,
  pluginTypeFrom,
  retryAvailable,
  searchAvailable,
} from '../../stores/admin-plugins/admin-plugins';
import { confirm } from '../../stores/shell/confirm';
import { contained } from '../common/contained';
import PagedView from '../common/PagedView';
import { useAction } from '../common/useAction';
import { useAccess } from '../shell/useAccess';
import PluginCard, { Of } from './PluginCard';
import PluginTabs from './PluginTabs';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
import './plugins.css';

/** Searches the plugin index (`?pluginType=1|2&search=`), installs from it, and says plainly when the server has no index (MANAGE_PLUGINS). */
function PluginSearch() {
  const user = useAccess(Right.managePlugins);
  return user ? <Search user={user} /> : null;
}

function Search({ user }: { user: Me }) {
  const t = useT();
  const tn = useTn();
  const state = useStore($availablePlugins);
  const installedSomething = useStore($installedSomething);
  const themes = pluginTypeFrom(state.filters.pluginType) === 2;
  const problem = state.status === 'error' ? indexProblem(state.error) : null;
  return (
    <>
      <PluginTabs current={themes ? 'searchThemes' : 'searchPlugins'} user={user} />
      <h2>
        {themes ? t('adminPlugins.searchThemes', 'Search themes') : t('adminPlugins.searchPlugins', 'Search plugins')}
      </h2>
      <SearchBox
        initial={state.filters.search}
        label={
          themes
            ? t('adminPlugins.searchThemesLabel', 'Search the theme index')
            : t('adminPlugins.searchPluginsLabel', 'Search the plugin index')
        }
      />
      {installedSomething ? (
        <p className="alert" role="status">
          {t('adminPlugins.reloadHint', 'To load your new installed plugins or themes, refresh the page.')}
        </p>
      ) : null}
      {problem ? (
        <>
          <IndexProblem kind={problem} />
          <InstallByName />
        </>
      ) : (
        <PagedView
          state={state}
          retry={() => void retryAvailable()}
          loadMore={() => void loadMoreAvailable()}
          auto
          emptyMessage={t('adminPlugins.noResults', 'No results.')}
          countLabel={(n) =>
            state.filters.search
              ? tn(
                  'adminPlugins.resultsFor',
                  { one: '{count} result for "{search}"', other: '{count} results for "{search}"' },
                  n,
                  { search: state.filters.search },
                )
              : themes
                ? t('adminPlugins.popularThemes', 'Popular themes')
                : t('adminPlugins.popularPlugins', 'Popular plugins')
          }
        >
          {(items) => (
            <ul className="data-list plugin-list">
              {items.map((p) => (
                <Result key={p.npmName} plugin={p} themes={themes} />
              ))}
            </ul>
          )}
        </PagedView>
      )}
    </>
  );
}

function SearchBox({ initial, label }: { initial: string; label: string }) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Typing searches after a pause (as PeerTube's page does); Enter searches at once.
  function onChange(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void searchAvailable(next), 400);
  }
  return (
    <form
      className="plugin-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        void searchAvailable(value);
      }}
    >
      <label>
        {label}
        <input type="search" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
      <button type="submit" className="button">
        {t('adminPlugins.searchButton', 'Search')}
      </button>
    </form>
  );
}

function IndexProblem({ kind }: { kind: 'disabled' | 'unreachable' }) {
  const t = useT();
  return (
    <div className="alert list-error" role="alert">
      {kind === 'disabled' ? (
        <p>
          <strong>{t('adminPlugins.index.disabledTitle', 'The plugin index is turned off on this server.')}</strong>{' '}
          {t(
            'adminPlugins.index.disabled',
            'Plugins and themes cannot be searched or installed from here. The server administrator can turn it on with plugins.index.enabled in the server configuration file. Installed plugins keep working.',
          )}
        </p>
      ) : (
        <p>
          <strong>{t('adminPlugins.index.unreachableTitle', 'The plugin index is not available.')}</strong>{' '}
          {t('adminPlugins.index.unreachable', 'The server could not reach it. Please retry later.')}
        </p>
      )}
      <button type="button" className="button" onClick={() => void retryAvailable()}>
        {t('common.retry', 'Retry')}
      </button>
    </div>
  );
}

function Result({ plugin, themes }: { plugin: IndexedPlugin; themes: boolean }) {
  const t = useT();
  const busy = useStore($pluginBusy)[plugin.npmName];
  const [, run] = useAction();

  async function onInstall() {
    const answer = await confirm({
      title: t('adminPlugins.install.title', 'Install {name}?', { name: plugin.name }),
      message: t(
        'adminPlugins.install.message',
        'Please only install plugins or themes you trust, since they can execute any code on your instance.',
      ),
      confirmButtonText: t('adminPlugins.install.confirm', 'Install'),
    });
    if (answer.confirmed)
      await run(
        () => installFromIndex(plugin),
        t('adminPlugins.installed', '{name} installed.', { name: plugin.name }),
      );
  }

  return (
    <PluginCard
      name={plugin.name}
      npmName={plugin.npmName}
      version={plugin.latestVersion}
      description={plugin.description}
      homepage={plugin.homepage}
      badges={
        <>
          {plugin.installed ? (
            <span className="state-badge" data-state="accepted">
              {t('adminPlugins.badge.installed', 'Installed')}
            </span>
          ) : null}
          {plugin.official ? <span className="state-badge">{t('adminPlugins.badge.official', 'Official')}</span> : null}
          {plugin.recommended ? (
            <span className="state-badge">{t('adminPlugins.badge.recommended', 'Recommended')}</span>
          ) : null}
        </>
      }
    >
      {plugin.installed && !themes ? (
        <a className="button" href={`/admin/plugins/show/${encodeURIComponent(plugin.npmName)}`}>
          {t('adminPlugins.settings', 'Settings')}
          <Of name={plugin.name} />
        </a>
      ) : null}
      {plugin.installed === false ? (
        <button type="button" className="button primary" disabled={!!busy} onClick={() => void onInstall()}>
          {busy === 'installing'
            ? t('adminPlugins.installing', 'Installing…')
            : t('adminPlugins.install.confirm', 'Install')}
          <Of name={plugin.name} />
        </button>
      ) : null}
    </PluginCard>
  );
}

export default contained(PluginSearch, 'PluginSearch');

/**
 * Installs a package by its npm name when the index cannot be searched (the server still installs from npm): the
 * name and an optional version, checked as PeerTube does, then asked first like an install from the index.
 */
function InstallByName() {
  const t = useT();
  const { values, errors, status } = useForm(installByNameForm, { load: false });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const current = installByNameForm.$values.get();
    if (current && !Object.values(installByNameErrors(current)).some(Boolean)) {
      const answer = await confirm({
        title: t('adminPlugins.install.title', 'Install {name}?', { name: current.npmName.trim() }),
        message: t(
          'adminPlugins.install.message',
          'Please only install plugins or themes you trust, since they can execute any code on your instance.',
        ),
        confirmButtonText: t('adminPlugins.install.confirm', 'Install'),
      });
      if (!answer.confirmed) return;
    }
    await installByNameForm.submit();
  }
  return (
    <section className="settings-section" aria-labelledby="install-by-name-title">
      <h3 id="install-by-name-title">{t('adminPlugins.byName.title', 'Install from npm by name')}</h3>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('adminPlugins.byName.name', 'Package name')}
          error={errors.npmName}
          help={t('adminPlugins.byName.nameHelp', 'For example peertube-theme-background-red.')}
        >
          {(a) => (
            <input
              {...a}
              value={values?.npmName ?? ''}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => installByNameForm.set('npmName', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('adminPlugins.byName.version', 'Version (optional)')}
          error={errors.pluginVersion}
          help={t('adminPlugins.byName.versionHelp', 'Empty: the latest version.')}
        >
          {(a) => (
            <input
              {...a}
              value={values?.pluginVersion ?? ''}
              autoComplete="off"
              onChange={(e) => installByNameForm.set('pluginVersion', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {status === 'submitting'
            ? t('adminPlugins.installing', 'Installing…')
            : t('adminPlugins.install.confirm', 'Install')}
        </button>
      </form>
    </section>
  );
}
