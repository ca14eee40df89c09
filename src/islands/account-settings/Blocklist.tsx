import { useCallback, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { accountHandle, ownBlocklist, type BlocklistStores } from '../../stores/account-settings/blocklist';
import type { MutedAccount, MutedServer } from '../../api/blocklist';
import Avatar from '../common/Avatar';
import Field, { FormMessage } from '../common/Field';
import ListSearch from '../common/ListSearch';
import PagedView from '../common/PagedView';
import RelativeTime from '../common/RelativeTime';
import { useForm } from '../common/useForm';
import { useAccess } from '../shell/useAccess';
import { contained } from '../common/contained';

/** Props: which blocklist this page shows. */
export interface BlocklistProps {
  kind: 'accounts' | 'servers';
}

/** Props of one blocklist's view: which list, whose stores, and what to say when nothing is muted. */
export interface BlocklistViewProps extends BlocklistProps {
  lists: BlocklistStores;
  /** The empty list's text (default: the person's own wording). */
  empty?: string;
}

function AccountsList({ lists, empty }: Omit<BlocklistViewProps, 'kind'>) {
  const t = useT();
  const tn = useTn();
  const { mutedAccounts, muteAccountForm, unmuteAccountRow } = lists;
  // Stable per store: the search box re-arms its timer when its callback changes.
  const searchAccounts = useCallback((search: string) => void mutedAccounts.setFilters({ search }), [mutedAccounts]);
  const state = useStore(mutedAccounts.$state);
  const { values, errors, status } = useForm(muteAccountForm, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void muteAccountForm.submit();
  };
  return (
    <>
      <form className="form inline-form" onSubmit={submit} noValidate>
        <Field
          label={t('blocklist.accountHandle', 'Account to mute')}
          error={errors.handle}
          help={t('blocklist.accountHandleHelp', 'A handle like alice or alice@video.example.org.')}
        >
          {(a) => (
            <input
              {...a}
              value={values?.handle ?? ''}
              onChange={(e) => muteAccountForm.set('handle', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {t('blocklist.mute', 'Mute')}
        </button>
      </form>
      <ListSearch
        value={state.filters.search}
        onSearch={searchAccounts}
        label={t('blocklist.searchAccounts', 'Search muted accounts')}
      />
      <PagedView
        state={state}
        retry={() => void mutedAccounts.retry()}
        loadMore={() => void mutedAccounts.loadMore()}
        emptyMessage={
          state.filters.search
            ? t('blocklist.noMatch', 'Nothing matches this search.')
            : (empty ?? t('blocklist.noAccounts', 'You have not muted any account.'))
        }
        countLabel={(n) =>
          tn('blocklist.accountCount', { one: '{count} muted account', other: '{count} muted accounts' }, n)
        }
      >
        {(items: MutedAccount[]) => (
          <ul className="plain-list blocklist">
            {items.map((b) => {
              const handle = accountHandle(b.blockedAccount);
              return (
                <li key={handle}>
                  <Avatar
                    name={b.blockedAccount.displayName || b.blockedAccount.name}
                    avatars={b.blockedAccount.avatars}
                    size={32}
                  />
                  <span className="blocklist-name">
                    <a href={`/a/${handle}`}>{b.blockedAccount.displayName}</a> <span className="muted">@{handle}</span>
                  </span>
                  <span className="muted">
                    <RelativeTime date={b.createdAt} />
                  </span>
                  <button
                    type="button"
                    className="button"
                    onClick={() => void unmuteAccountRow(b)}
                    aria-label={t('blocklist.unmuteAccount', 'Unmute {handle}', { handle })}
                  >
                    {t('blocklist.unmute', 'Unmute')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PagedView>
    </>
  );
}

function ServersList({ lists, empty }: Omit<BlocklistViewProps, 'kind'>) {
  const t = useT();
  const tn = useTn();
  const { mutedServers, muteServerForm, unmuteServerRow } = lists;
  const searchServers = useCallback((search: string) => void mutedServers.setFilters({ search }), [mutedServers]);
  const state = useStore(mutedServers.$state);
  const { values, errors, status } = useForm(muteServerForm, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void muteServerForm.submit();
  };
  return (
    <>
      <form className="form inline-form" onSubmit={submit} noValidate>
        <Field
          label={t('blocklist.serverHost', 'Server to mute')}
          error={errors.host}
          help={t('blocklist.serverHostHelp', 'A host name like video.example.org.')}
        >
          {(a) => (
            <input {...a} value={values?.host ?? ''} onChange={(e) => muteServerForm.set('host', e.target.value)} />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {t('blocklist.mute', 'Mute')}
        </button>
      </form>
      <ListSearch
        value={state.filters.search}
        onSearch={searchServers}
        label={t('blocklist.searchServers', 'Search muted servers')}
      />
      <PagedView
        state={state}
        retry={() => void mutedServers.retry()}
        loadMore={() => void mutedServers.loadMore()}
        emptyMessage={
          state.filters.search
            ? t('blocklist.noMatch', 'Nothing matches this search.')
            : (empty ?? t('blocklist.noServers', 'You have not muted any server.'))
        }
        countLabel={(n) =>
          tn('blocklist.serverCount', { one: '{count} muted server', other: '{count} muted servers' }, n)
        }
      >
        {(items: MutedServer[]) => (
          <ul className="plain-list blocklist">
            {items.map((b) => (
              <li key={b.blockedServer.host}>
                <span className="blocklist-name">{b.blockedServer.host}</span>
                <span className="muted">
                  <RelativeTime date={b.createdAt} />
                </span>
                <button
                  type="button"
                  className="button"
                  onClick={() => void unmuteServerRow(b)}
                  aria-label={t('blocklist.unmuteServer', 'Unmute {host}', { host: b.blockedServer.host })}
                >
                  {t('blocklist.unmute', 'Unmute')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </>
  );
}

/** One blocklist (the person's or the instance's): mute by handle or host, search, page, unmute. */
export function BlocklistView({ kind, lists, empty }: BlocklistViewProps) {
  return kind === 'accounts' ? (
    <AccountsList lists={lists} empty={empty} />
  ) : (
    <ServersList lists={lists} empty={empty} />
  );
}

/** The muted accounts or servers of the person: mute by handle or host, search, page, unmute. */
function Blocklist({ kind }: BlocklistProps) {
  const user = useAccess();
  if (!user) return null;
  return <BlocklistView kind={kind} lists={ownBlocklist} />;
}

export default contained(Blocklist, 'Blocklist');
