import type { Api } from './client';
import type { ResultList } from './types';

/** An account the person muted (AccountBlock). */
export interface MutedAccount {
  blockedAccount: { id: number; name: string; host: string; displayName: string; avatars?: Array<{ path: string; width: number }> };
  createdAt: string;
}

/** A server the person muted (ServerBlock). */
export interface MutedServer {
  blockedServer: { host: string };
  createdAt: string;
}

/** The query of a blocklist page. */
export interface BlocklistQuery {
  start: number;
  count: number;
  sort?: string;
  search?: string;
}

/** GET /api/v1/users/me/blocklist/accounts. */
export const listMutedAccounts = (api: Api, query: BlocklistQuery) =>
  api.get<ResultList<MutedAccount>>('/api/v1/users/me/blocklist/accounts', { query: { ...query } });

/** POST /api/v1/users/me/blocklist/accounts (`name` or `name@host`). */
export const muteAccount = (api: Api, accountName: string) =>
  api.post<void>('/api/v1/users/me/blocklist/accounts', { json: { accountName } });

/** DELETE /api/v1/users/me/blocklist/accounts/{accountName}. */
export const unmuteAccount = (api: Api, accountName: string) =>
  api.del<void>(`/api/v1/users/me/blocklist/accounts/${encodeURIComponent(accountName)}`);

/** GET /api/v1/users/me/blocklist/servers. */
export const listMutedServers = (api: Api, query: BlocklistQuery) =>
  api.get<ResultList<MutedServer>>('/api/v1/users/me/blocklist/servers', { query: { ...query } });

/** POST /api/v1/users/me/blocklist/servers. */
export const muteServer = (api: Api, host: string) => api.post<void>('/api/v1/users/me/blocklist/servers', { json: { host } });

/** DELETE /api/v1/users/me/blocklist/servers/{host}. */
export const unmuteServer = (api: Api, host: string) => api.del<void>(`/api/v1/users/me/blocklist/servers/${encodeURIComponent(host)}`);
