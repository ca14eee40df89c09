import type { Api } from './client';

const base = (handle: string) => `/api/v1/video-channels/${encodeURIComponent(handle)}`;

/** The two images of a channel. */
export type ChannelImageKind = 'avatar' | 'banner';

/** DELETE /api/v1/video-channels/{handle}: the channel and its videos (refused for one's last channel). */
export const deleteChannel = (api: Api, handle: string) => api.del<void>(base(handle));

/** POST /api/v1/video-channels/{handle}/{avatar|banner}/pick (multipart avatarfile / bannerfile). */
export function pickChannelImage(api: Api, handle: string, kind: ChannelImageKind, image: Blob, fileName: string) {
  const form = new FormData();
  form.append(`${kind}file`, image, fileName);
  return api.upload<Record<string, Array<{ path: string; width: number }>>>(`${base(handle)}/${kind}/pick`, form);
}

/** DELETE /api/v1/video-channels/{handle}/{avatar|banner}. */
export const deleteChannelImage = (api: Api, handle: string, kind: ChannelImageKind) =>
  api.del<void>(`${base(handle)}/${kind}`);
