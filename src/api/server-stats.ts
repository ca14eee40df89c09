import type { Api } from './client';
import type { DeepPartial, ServerStats } from './types';

/** GET /api/v1/server/stats: instance counters for the about page. */
export const getServerStats = (api: Api) => api.get<DeepPartial<ServerStats>>('/api/v1/server/stats');
