import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import {
  accountHandle, muteAccountForm, mutedAccounts, mutedServers, muteServerForm, unmuteAccountRow, unmuteServerRow,
} from '../../stores/blocklist';
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

// Stable functions: the search box re-arms its timer when its callback changes.
const searchAccounts = (search: string) => void mutedAccounts.setFilters({ search });
const searchServers = (search: string) => void mutedServers.setFilters({ search });

function AccountsList() {
  const t = useT();
  const tn = useTn();
  const state = useStore(mutedAccounts.$state);
  const { values, errors, status } = useForm(muteAccountForm, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void muteAccountForm.submit();
  };
  return (
    <>
      <form className="form inline-form" onSubmit={submit} noValidate>
        <Field label={t('blocklist.accountHandle', 'Account to mute')} error={errors.handle} help={t('blocklist.accountHandleHelp', 'A handle like alice or alice@video.example.org.')}>
          {(a) => <input {...a} value={values?.handle ?? ''} onChange={(e) => muteAccountForm.set('handle', e.target.value)} />}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button primary" disabled={status === 'submitting'}>{t('blocklist.mute', 'Mute')}</button>
      </form>
      <ListSearch value={state.filters.search} onSearch={searchAccounts} label={t('blocklist.searchAccounts', 'Search muted accounts')} />
      <PagedView
        state={state}
        retry={() => void mutedAccounts.retry()}
        loadMore={() => void mutedAccounts.loadMore()}
        emptyMessage={state.filters.search ? t('blocklist.noMatch', 'Nothing matches this search.') : t('blocklist.noAccounts', 'You have not muted any account.')}
        countLabel={(n) => tn('blocklist.accountCount', { one: '{count} muted account', other: '{count} muted accounts' }, n)}
      >
        {(items: MutedAccount[]) => (
          <ul className="plain-list blocklist">
            {items.map((b) => {
              const handle = accountHandle(b.blockedAccount);
              return (
                <li key={handle}>
                  <Avatar name={b.blockedAccount.displayName || b.blockedAccount.name} avatars={b.blockedAccount.avatars} size={32} />
                  <span className="blocklist-name"><a href={`/a/${handle}`}>{b.blockedAccount.displayName}</a> <span className="muted">@{handle}</span></span>
                  <span className="muted"><RelativeTime date={b.createdAt} /></span>
                  <button type="button" className="button" onClick={() => void unmuteAccountRow(b)} aria-label={t('blocklist.unmuteAccount', 'Unmute {handle}', { handle })}>
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

function ServersList() {
  const t = useT();
  const tn = useTn();
  const state = useStore(mutedServers.$state);
  const { values, errors, status } = useForm(muteServerForm, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void muteServerForm.submit();
  };
  return (
    <>
      <form className="form inline-form" onSubmit={submit} noValidate>
        <Field label={t('blocklist.serverHost', 'Server to mute')} error={errors.host} help={t('blocklist.serverHostHelp', 'A host name like video.example.org.')}>
          {(a) => <input {...a} value={values?.host ?? ''} onChange={(e) => muteServerForm.set('host', e.target.value)} />}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button primary" disabled={status === 'submitting'}>{t('blocklist.mute', 'Mute')}</button>
      </form>
      <ListSearch value={state.filters.search} onSearch={searchServers} label={t('blocklist.searchServers', 'Search muted servers')} />
      <PagedView
        state={state}
        retry={() => void mutedServers.retry()}
        loadMore={() => void mutedServers.loadMore()}
        emptyMessage={state.filters.search ? t('blocklist.noMatch', 'Nothing matches this search.') : t('blocklist.noServers', 'You have not muted any server.')}
        countLabel={(n) => tn('blocklist.serverCount', { one: '{count} muted server', other: '{count} muted servers' }, n)}
      >
        {(items: MutedServer[]) => (
          <ul className="plain-list blocklist">
            {items.map((b) => (
              <li key={b.blockedServer.host}>
                <span className="blocklist-name">{b.blockedServer.host}</span>
                <span className="muted"><RelativeTime date={b.createdAt} /></span>
                <button type="button" className="button" onClick={() => void unmuteServerRow(b)} aria-label={t('blocklist.unmuteServer', 'Unmute {host}', { host: b.blockedServer.host })}>
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

/** The muted accounts or servers of the person: mute by handle or host, search, page, unmute. */
function Blocklist({ kind }: BlocklistProps) {
  const user = useAccess();
  if (!user) return null;
  return kind === 'accounts' ? <AccountsList /> : <ServersList />;
}

export default contained(Blocklist, 'Blocklist');
