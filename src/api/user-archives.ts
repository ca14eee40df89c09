// Account archives (PeerTube ≥ 6.1): exports of one's data and imports of an archive. The import itself is sent with
// the resumable engine (api/resumable-path.ts names its endpoint).
import type { Api } from './client';

/** PeerTube's archive states (UserExportState / UserImportState share them). */
export const ARCHIVE_STATE = { pending: 1, processing: 2, completed: 3, errored: 4 } as const;

/** One export as GET /users/{id}/exports lists it. */
export interface UserExport {
  id: number;
  state: { id: number; label: string };
  /** Bytes, once built. */
  size: number | null;
  /** Carries its own JWT: a plain link downloads it, no token needed. */
  privateDownloadUrl: string | null;
  createdAt: string;
  expiresOn: string;
}

/** The latest import (GET /users/{id}/imports/latest). */
export interface UserImport {
  id: number;
  state: { id: number; label: string };
  createdAt: string;
}

const base = (userId: number) => `/api/v1/users/${userId}`;

/** GET /users/{id}/exports. */
export const listUserExports = (api: Api, userId: number) =>
  api.get<{ total: number; data: UserExport[] }>(`${base(userId)}/exports`, { query: { count: 100 } });

/** POST /users/{id}/exports/request: builds an archive, with or without the video files. */
export const requestUserExport = (api: Api, userId: number, withVideoFiles: boolean) =>
  api.post<{ export: { id: number } }>(`${base(userId)}/exports/request`, { json: { withVideoFiles } });

/** DELETE /users/{id}/exports/{exportId}. */
export const deleteUserExport = (api: Api, userId: number, exportId: number) =>
  api.del<void>(`${base(userId)}/exports/${exportId}`);

/** GET /users/{id}/imports/latest (404 when there was none). */
export const getLatestUserImport = (api: Api, userId: number) => api.get<UserImport>(`${base(userId)}/imports/latest`);
