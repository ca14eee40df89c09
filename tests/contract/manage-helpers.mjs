// Helpers of the manage contract tests: a fresh user logged in, and videos uploaded for it.
import { readFileSync } from 'node:fs';

const SAMPLE = readFileSync(new URL('../../instance/media/web-videos/sample-480.mp4', import.meta.url));

/** A fresh user (test control) logged in: `{ id, username, password, token, channelId }`. */
export async function freshOwner(ctx) {
  const made = await ctx.api('POST', '/__test/users', { json: {} });
  const form = {
    ...ctx.client,
    grant_type: 'password',
    response_type: 'code',
    username: made.body.username,
    password: made.body.password,
  };
  const token = (await ctx.api('POST', '/api/v1/users/token', { form })).body.access_token;
  const channelId = (await ctx.api('GET', `/api/v1/accounts/${made.body.username}/video-channels`)).body.data[0].id;
  return { ...made.body, token, channelId };
}

/** Uploads a video (legacy upload) for `owner`; resolves to its `{ id, uuid, shortUUID }`. */
export async function uploadVideo(ctx, owner, name, { privacy = 1, channelId = owner.channelId } = {}) {
  const form = new FormData();
  form.append('videofile', new Blob([SAMPLE], { type: 'video/mp4' }), 'clip.mp4');
  form.append('name', name);
  form.append('channelId', String(channelId));
  form.append('privacy', String(privacy));
  form.append('tags[]', 'manage');
  return (await ctx.api('POST', '/api/v1/videos/upload', { token: owner.token, multipart: form })).body.video;
}
