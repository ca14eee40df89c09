import { useCallback, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { channelHandle, mySubscriptions, subscribeForm, unsubscribeFrom } from '../../stores/my-subscriptions';
import type { VideoChannel } from '../../api/types';
import Avatar from '../common/Avatar';
import Field, { FormMessage } from '../common/Field';
import ListSearch from '../common/ListSearch';
import PagedView from '../common/PagedView';
import { useForm } from '../common/useForm';
import LoginRequired from './LoginRequired';
import { contained } from '../common/contained';

function Subscriptions() {
  const t = useT();
  const tn = useTn();
  const state = useStore(mySubscriptions.$state);
  const onSearch = useCallback((search: string) => void mySubscriptions.setFilters({ search }), []);
  const { values, errors, status } = useForm(subscribeForm, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void subscribeForm.submit();
  };
  return (
    <>
      <form className="form inline-form" onSubmit={submit} noValidate>
        <Field label={t('subscriptions.handle', 'Subscribe to a channel')} error={errors.handle} help={t('subscriptions.handleHelp', 'A handle like music@video.example.org, or the address of the channel.')}>
          {(a) => <input {...a} value={values?.handle ?? ''} onChange={(e) => subscribeForm.set('handle', e.target.value)} />}
        </Field>
        <FormMessage error={errors._form} />
        <button type="submit" className="button primary" disabled={status === 'submitting'}>{t('subscriptions.subscribe', 'Subscribe')}</button>
      </form>
      <ListSearch value={state.filters.search} onSearch={onSearch} label={t('subscriptions.search', 'Search your subscriptions')} />
      <PagedView
        state={state}
        auto
        retry={() => void mySubscriptions.retry()}
        loadMore={() => void mySubscriptions.loadMore()}
        emptyMessage={state.filters.search ? t('subscriptions.noMatch', 'No subscription matches this search.') : t('subscriptions.empty', 'You do not follow any channel yet.')}
        countLabel={(n) => tn('subscriptions.count', { one: '{count} subscription', other: '{count} subscriptions' }, n)}
      >
        {(items: VideoChannel[]) => (
          <ul className="plain-list blocklist" aria-label={t('subscriptions.list', 'Followed channels')}>
            {items.map((c) => {
              const handle = channelHandle(c);
              return (
                <li key={handle}>
                  <Avatar name={c.displayName} avatars={c.avatars} size={40} shape="square" />
                  <span className="blocklist-name"><a href={`/c/${handle}`}>{c.displayName}</a> <span className="muted">@{handle}</span></span>
                  <span className="muted">{tn('subscriptions.followers', { one: '{count} follower', other: '{count} followers' }, c.followersCount ?? 0)}</span>
                  <button type="button" className="button" onClick={() => void unsubscribeFrom(c)} aria-label={t('subscriptions.unsubscribeFrom', 'Unsubscribe from {name}', { name: c.displayName })}>
                    {t('subscriptions.unsubscribe', 'Unsubscribe')}
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

/** /my-library/subscriptions: the channels the person follows, with search, unsubscribe and subscribe by handle. */
function MySubscriptions() {
  return <LoginRequired><Subscriptions /></LoginRequired>;
}

export default contained(MySubscriptions, 'MySubscriptions');
