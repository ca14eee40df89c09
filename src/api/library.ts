import type { Api } from './client';

/** Fields of a channel the create and update forms send. */
export interface ChannelFields {
  name?: string;
  displayName: string;
  description?: string;
  support?: string;
}

// PeerTube takes an optional text only when it has 3 characters or more; an empty string is a 400 ("Incorrect request
// parameters: description, support"). A new channel leaves empty fields out; an update clears them with null.
const text = (value: string | undefined) => (value ?? '').trim();

/** POST /api/v1/video-channels (empty optional texts are left out). */
export const createChannel = (api: Api, fields: ChannelFields & { name: string }) =>
  api.post<{ videoChannel: { id: number } }>('/api/v1/video-channels', {
    json: {
      name: fields.name.trim(),
      displayName: text(fields.displayName),
      ...(text(fields.description) && { description: text(fields.description) }),
      ...(text(fields.support) && { support: text(fields.support) }),
    },
  });

/** PUT /api/v1/video-channels/{handle} (an emptied description or support is cleared with null). */
export const updateChannel = (api: Api, handle: string, fields: ChannelFields) =>
  api.put<void>(`/api/v1/video-channels/${encodeURIComponent(handle)}`, {
    json: {
      displayName: text(fields.displayName),
      description: text(fields.description) || null,
      support: text(fields.support) || null,
    },
  });
