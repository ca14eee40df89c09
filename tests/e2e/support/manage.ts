// Helpers of the manage specs: a fresh video maker with an API token, and videos uploaded for it through the API.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { freshUser } from './instance';

const SAMPLE = readFileSync(new URL('../../../instance/media/web-videos/sample-480.mp4', import.meta.url));

/** A fresh user with its token and first channel id. */
export interface Owner {
  username: string;
  password: string;
  token: string;
  channelId: number;
}

/** Creates a user for one test and logs it in through the API. */
export async function freshOwner(request: APIRequestContext): Promise<Owner> {
  return ownerOf(request, await freshUser(request));
}

/** Logs an existing user in through the API: its token and first channel id. */
export async function ownerOf(
  request: APIRequestContext,
  user: { username: string; password: string },
): Promise<Owner> {
  const client = await (await request.get('/api/v1/oauth-clients/local')).json();
  const token = (
    await (
      await request.post('/api/v1/users/token', {
        form: {
          ...client,
          grant_type: 'password',
          response_type: 'code',
          username: user.username,
          password: user.password,
        },
      })
    ).json()
  ).access_token as string;
  const channels = await (await request.get(`/api/v1/accounts/${user.username}/video-channels`)).json();
  return { ...user, token, channelId: channels.data[0].id };
}

/** Uploads a video for `owner` (privacy 1 public, 2 unlisted, 3 private); resolves to its ids. */
export async function uploadVideo(
  request: APIRequestContext,
  owner: Owner,
  name: string,
  privacy = 1,
): Promise<{ id: number; uuid: string; shortUUID: string }> {
  const res = await request.post('/api/v1/videos/upload', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: {
      videofile: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: SAMPLE },
      name,
      channelId: String(owner.channelId),
      privacy: String(privacy),
      'tags[]': 'e2e',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).video;
}

/** An authorised API call as `owner`. */
export const asOwner = (owner: Owner) => ({ authorization: `Bearer ${owner.token}` });
