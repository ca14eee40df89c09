// The instance configuration an administrator edits: GET, PUT and DELETE /api/v1/config/custom (manage-configuration right).
import type { CustomConfig as PeerTubeCustomConfig } from '@peertube/peertube-types';
import type { Api } from './client';
import type { DeepPartial } from './types';

/** PeerTube's CustomConfig as a server sends it (sections vary between 7.x and 8.x, so every part is optional). */
export type CustomConfig = DeepPartial<PeerTubeCustomConfig>;

/** GET /api/v1/config/custom. */
export const getCustomConfig = (api: Api) => api.get<CustomConfig>('/api/v1/config/custom');

/** PUT /api/v1/config/custom: PeerTube wants the whole object and answers with the config it now has. */
export const updateCustomConfig = (api: Api, config: CustomConfig) =>
  api.put<CustomConfig>('/api/v1/config/custom', { json: config });

/** DELETE /api/v1/config/custom: back to the configuration files' values; answers with them. */
export const deleteCustomConfig = (api: Api) => api.del<CustomConfig>('/api/v1/config/custom');
