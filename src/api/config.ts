import type { Api } from './client';
import { ApiError } from './errors';
import type { About, DeepPartial, ServerConfig } from './types';

/** The server config as the client reads it: every section may be missing on older servers. */
export type Config = DeepPartial<ServerConfig>;

/** GET /api/v1/config; a body that is not a JSON object is a parse error, never a blank page. */
export async function getConfig(api: Api): Promise<Config> {
  const config = await api.get<unknown>('/api/v1/config', { timeoutMs: 15000 });
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw new ApiError({ kind: 'parse' });
  return config as Config;
}

/** GET /api/v1/config/about. */
export const getAbout = (api: Api) => api.get<DeepPartial<About>>('/api/v1/config/about');

/** GET /api/v1/ping: PeerTube answers "pong" (plain text) once it is up; the client's probe while it restarts. */
export const ping = (api: Api) => api.get<string>('/api/v1/ping', { text: true, timeoutMs: 5000 });
