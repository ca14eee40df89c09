import type { Api } from './client';
import type { ResultList } from './types';

/** An account the person muted (AccountBlock). */
export interface MutedAccount {
  blockedAccount: {
    id: number;
    name: string;
    host: string;
    displayName: string;
    avatars?: Array<{ path: string; width: number }>;
  };
  createdAt: string;
}

/** A server the person muted (ServerBlock). */
export interface MutedServer {
  blockedServer: { host: string };
  createdAt: string;
}

/** Whose blocklist: the person's own (`me`) or the whole instance's (`server`: MANAGE_ACCOUNTS/SERVERS_BLOCKLIST). */
export type BlocklistScope = 'me' | 'server';

const base = (scope: BlocklistScope) =>
  scope === 'server' ? '/api/v1/server/blocklist' : '/api/v1/users/me/blocklist';

/** The query of a blocklist page. */
export interface BlocklistQuery {
  start: number;
  count: number;
  sort?: string;
  search?: string;
}

/** GET /api/v1/users/me/blocklist/accounts (or /server/blocklist/accounts). */
export const listMutedAccounts = (api: Api, query: BlocklistQuery, scope: BlocklistScope = 'me') =>
  api.get<ResultList<MutedAccount>>(`${base(scope)}/accounts`, { query: { ...query } });

/** POST /api/v1/users/me/blocklist/accounts (`name` or `name@host`). */
export const muteAccount = (api: Api, accountName: string, scope: BlocklistScope = 'me') =>
  api.post<void>(`${base(scope)}/accounts`, { json: { accountName } });

/** DELETE /api/v1/users/me/blocklist/accounts/{accountName}. */
export const unmuteAccount = (api: Api, accountName: string, scope: BlocklistScope = 'me') =>
  api.del<void>(`${base(scope)}/accounts/${encodeURIComponent(accountName)}`);

/** GET /api/v1/users/me/blocklist/servers. */
export const listMutedServers = (api: Api, query: BlocklistQuery, scope: BlocklistScope = 'me') =>
  api.get<ResultList<MutedServer>>(`${base(scope)}/servers`, { query: { ...query } });

/** POST /api/v1/users/me/blocklist/servers. */
export const muteServer = (api: Api, host: string, scope: BlocklistScope = 'me') =>
  api.post<void>(`${base(scope)}/servers`, { json: { host } });

/** DELETE /api/v1/users/me/blocklist/servers/{host}. */
export const unmuteServer = (api: Api, host: string, scope: BlocklistScope = 'me') =>
  api.del<void>(`${base(scope)}/servers/${encodeURIComponent(host)}`);
