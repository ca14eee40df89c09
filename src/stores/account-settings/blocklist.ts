// Blocklists (PeerTube calls it muting): accounts and servers whose videos and comments leave the lists, the person's
// own or, for moderators, the whole instance's. Each list pages to its end with a search; mute adds through a form
// store, unmute is optimistic.
import { api } from '../instance/api';
import {
  listMutedAccounts,
  listMutedServers,
  muteAccount,
  muteServer,
  unmuteAccount,
  unmuteServer,
  type BlocklistScope,
  type MutedAccount,
  type MutedServer,
} from '../../api/blocklist';
import { t } from '../../i18n';
import { createForm } from '../common/form';
import { asApiError } from '../common/loadable';
import { pagedList } from '../common/paged-list';
import { toast } from '../shell/toasts';

/** The handle PeerTube's blocklist takes for an account: always `name@host` (the client may live on another origin). */
export function accountHandle(account: MutedAccount['blockedAccount']): string {
  return account.host ? `${account.name}@${account.host}` : account.name;
}

/** A handle (`name`, `name@host`, `@name@host`) or a host as people paste them, trimmed to what the API takes. */
export function cleanHandle(value: string): string {
  return value.trim().replace(/^@/, '');
}

/** A host name as the servers blocklist takes it (from a URL too). */
export function cleanHost(value: string): string {
  const v = value.trim().toLowerCase();
  try {
    return /^https?:\/\//.test(v) ? new URL(v).host : v.replace(/\/.*$/, '');
  } catch {
    return v;
  }
}

/**
 * A blocklist's stores: the muted accounts and servers (each paged to its end, searchable), the forms that mute by handle
 * or host, and the optimistic unmutes. `me` is the person's own; `server` the instance's (administration pages).
 */
export function createBlocklist(scope: BlocklistScope) {
  /** Muted accounts, newest first, searchable. */
  const mutedAccounts = pagedList<MutedAccount, { search: string }>({
    fetch: ({ start, count, sort, filters }) =>
      listMutedAccounts(api, { start, count, sort, search: filters.search || undefined }, scope),
    key: (b) => accountHandle(b.blockedAccount),
    sort: '-createdAt',
    filters: { search: '' },
  });

  /** Muted servers, newest first, searchable. */
  const mutedServers = pagedList<MutedServer, { search: string }>({
    fetch: ({ start, count, sort, filters }) =>
      listMutedServers(api, { start, count, sort, search: filters.search || undefined }, scope),
    key: (b) => b.blockedServer.host,
    sort: '-createdAt',
    filters: { search: '' },
  });

  /** Mute an account by handle. */
  const muteAccountForm = createForm<{ handle: string }>({
    initial: { handle: '' },
    validate: (v) => ({ handle: cleanHandle(v.handle) ? '' : t('form.required', 'This field is required.') }),
    submit: async (v) => {
      try {
        await muteAccount(api, cleanHandle(v.handle), scope);
      } catch (error) {
        const e = asApiError(error);
        // 404: the field is wrong, not the form.
        if (e.status === 404)
          throw Object.assign(e, {
            invalidParams: {
              handle: t('blocklist.unknownAccount', 'No account with this handle is known to this instance.'),
            },
          });
        throw e;
      }
      toast({
        severity: 'success',
        summary: t('blocklist.accountMuted', 'Account {handle} muted.', { handle: cleanHandle(v.handle) }),
      });
      await mutedAccounts.reload();
    },
    saved: () => ({ handle: '' }),
  });

  /** Mute a server by host. */
  const muteServerForm = createForm<{ host: string }>({
    initial: { host: '' },
    validate: (v) => ({
      host: !cleanHost(v.host)
        ? t('form.required', 'This field is required.')
        : /^[a-z0-9.-]+(:\d+)?$/.test(cleanHost(v.host))
          ? ''
          : t('blocklist.badHost', 'Enter a host name, like video.example.org.'),
    }),
    submit: async (v) => {
      await muteServer(api, cleanHost(v.host), scope);
      toast({
        severity: 'success',
        summary: t('blocklist.serverMuted', 'Server {host} muted.', { host: cleanHost(v.host) }),
      });
      await mutedServers.reload();
    },
    fieldOf: { host: 'host' },
    saved: () => ({ host: '' }),
  });

  /** Unmutes an account (optimistic: the row goes at once and comes back if the server refuses). */
  async function unmuteAccountRow(block: MutedAccount): Promise<void> {
    const handle = accountHandle(block.blockedAccount);
    try {
      await mutedAccounts.optimistic(handle, 'remove', () => unmuteAccount(api, handle, scope));
      toast({ severity: 'success', summary: t('blocklist.accountUnmuted', 'Account {handle} unmuted.', { handle }) });
    } catch (error) {
      toast({ severity: 'error', summary: asApiError(error).message });
    }
  }

  /** Unmutes a server (optimistic). */
  async function unmuteServerRow(block: MutedServer): Promise<void> {
    const host = block.blockedServer.host;
    try {
      await mutedServers.optimistic(host, 'remove', () => unmuteServer(api, host, scope));
      toast({ severity: 'success', summary: t('blocklist.serverUnmuted', 'Server {host} unmuted.', { host }) });
    } catch (error) {
      toast({ severity: 'error', summary: asApiError(error).message });
    }
  }

  return { mutedAccounts, mutedServers, muteAccountForm, muteServerForm, unmuteAccountRow, unmuteServerRow };
}

/** The blocklist stores of one scope. */
export type BlocklistStores = ReturnType<typeof createBlocklist>;

/** The person's own blocklist (the account settings pages). */
export const ownBlocklist = createBlocklist('me');
const mine = ownBlocklist;
/** Muted accounts, newest first, searchable. */
export const mutedAccounts = mine.mutedAccounts;
/** Muted servers, newest first, searchable. */
export const mutedServers = mine.mutedServers;
/** Mute an account by handle. */
export const muteAccountForm = mine.muteAccountForm;
/** Mute a server by host. */
export const muteServerForm = mine.muteServerForm;
/** Unmutes an account (optimistic: the row goes at once and comes back if the server refuses). */
export const unmuteAccountRow = mine.unmuteAccountRow;
/** Unmutes a server (optimistic). */
export const unmuteServerRow = mine.unmuteServerRow;
