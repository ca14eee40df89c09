import { useCallback, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { channelHandle, mySubscriptions, subscribeForm, unsubscribeFrom } from '../../stores/library/my-subscriptions';
import type { VideoChannel } from '../../api/types';
import { RowAvatar } from '../common/Avatar';
import Rows from '../common/Rows';
import { useRowContext } from '../common/useRowContext';
import { subscriptionsTexts, subscriptionView, type SubscriptionView } from '../../lib/rows/my-subscriptions';
import Field, { FormMessage } from '../common/Field';
import ListSearch from '../common/ListSearch';
import PagedView, { type ListViewProps } from '../common/PagedView';
import { useForm } from '../common/useForm';
import AccountOnly from '../shell/AccountOnly';
import { contained } from '../common/contained';

/** Props of the subscribe form: what was typed, the errors, and what typing and sending do (none in the early
 *  paint's inert copy). */
export interface SubscribeFormViewProps {
  handle: string;
  errors: { handle?: string; _form?: string };
  submitting: boolean;
  onHandle?: (handle: string) => void;
  onSubmit?: () => void;
}

/** Subscribe to a channel by its handle or address. */
export function SubscribeFormView({ handle, errors, submitting, onHandle, onSubmit }: SubscribeFormViewProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <form className="form inline-form" onSubmit={submit} noValidate>
      <Field
        label={t('subscriptions.handle', 'Subscribe to a channel')}
        error={errors.handle}
        help={t('subscriptions.handleHelp', 'A handle like music@video.example.org, or the address of the channel.')}
      >
        {(a) => <input {...a} value={handle} onChange={(e) => onHandle?.(e.target.value)} />}
      </Field>
      <FormMessage error={errors._form} />
      <button type="submit" className="button primary" disabled={submitting}>
        {t('subscriptions.subscribe', 'Subscribe')}
      </button>
    </form>
  );
}

/** One followed channel from its view (lib/rows/my-subscriptions.ts): avatar, name, handle and followers, and
 *  Unsubscribe (the early paint's template is this, from a template view). */
export function SubscriptionRow({ view, onUnsubscribe }: { view: SubscriptionView; onUnsubscribe?: () => void }) {
  const { text, attr } = view;
  return (
    <li>
      <RowAvatar view={view} size={40} shape="square" />
      <span className="blocklist-name">
        <a href={attr.link} data-v="name" data-a="href:link">
          {text.name}
        </a>{' '}
        <span className="muted" data-v="handle">
          {text.handle}
        </span>
      </span>
      <span className="muted" data-v="followers">
        {text.followers}
      </span>
      <button
        type="button"
        className="button"
        onClick={onUnsubscribe}
        aria-label={attr.unsubscribe}
        data-v="unsubscribe"
        data-a="aria-label:unsubscribe"
      >
        {text.unsubscribe}
      </button>
    </li>
  );
}

/** The list's search box (inert in the early paint's copy). */
export function SubscriptionSearch({ search, onSearch }: { search: string; onSearch?: (search: string) => void }) {
  const t = useT();
  return (
    <ListSearch value={search} onSearch={onSearch} label={t('subscriptions.search', 'Search your subscriptions')} />
  );
}

/** Props of the list: its state, the search (for the empty message), and the list's and rows' actions (none in the early paint's template). */
export interface SubscriptionListProps extends ListViewProps<VideoChannel> {
  search: string;
  onUnsubscribe?: (channel: VideoChannel) => void;
}

/** The count, the followed channels and "Load more". */
export function SubscriptionList({ state, search, retry, loadMore, onUnsubscribe }: SubscriptionListProps) {
  const t = useT();
  const tn = useTn();
  const ctx = useRowContext();
  return (
    <>
      <PagedView
        state={state}
        auto
        retry={retry}
        loadMore={loadMore}
        emptyMessage={
          search
            ? t('subscriptions.noMatch', 'No subscription matches this search.')
            : t('subscriptions.empty', 'You do not follow any channel yet.')
        }
        countLabel={(n) => subscriptionsTexts.count!(n, { tn })}
      >
        {(items: VideoChannel[]) => {
          const views = items.map((c) => subscriptionView(c, ctx));
          return (
            <Rows className="plain-list blocklist" label={subscriptionsTexts.list(t)} views={views}>
              {items.map((c, i) => (
                <SubscriptionRow key={channelHandle(c)} view={views[i]!} onUnsubscribe={() => onUnsubscribe?.(c)} />
              ))}
            </Rows>
          );
        }}
      </PagedView>
    </>
  );
}

const setHandle = (handle: string) => subscribeForm.set('handle', handle);
const send = () => void subscribeForm.submit();
const retry = () => void mySubscriptions.retry();
const loadMore = () => void mySubscriptions.loadMore();
const unsubscribe = (channel: VideoChannel) => void unsubscribeFrom(channel);

function Subscriptions() {
  const state = useStore(mySubscriptions.$state);
  const onSearch = useCallback((search: string) => void mySubscriptions.setFilters({ search }), []);
  const { values, errors, status } = useForm(subscribeForm, { load: false, guard: false });
  return (
    <>
      <SubscribeFormView
        handle={values?.handle ?? ''}
        errors={errors}
        submitting={status === 'submitting'}
        onHandle={setHandle}
        onSubmit={send}
      />
      <SubscriptionSearch search={state.filters.search} onSearch={onSearch} />
      <SubscriptionList
        state={state}
        search={state.filters.search}
        retry={retry}
        loadMore={loadMore}
        onUnsubscribe={unsubscribe}
      />
    </>
  );
}

/** /my-library/subscriptions: the channels the person follows, with search, unsubscribe and subscribe by handle. */
function MySubscriptions() {
  return (
    <AccountOnly>
      <Subscriptions />
    </AccountOnly>
  );
}

export default contained(MySubscriptions, 'MySubscriptions');
