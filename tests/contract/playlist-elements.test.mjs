// Contract tests of instance/api/playlist-elements.mjs: update a playlist, add (with timestamps), change, remove and
// reorder elements, with PeerTube's refusals, each response validated against the OpenAPI.
import { describe, it, expect } from 'vitest';
import { uncoveredRoutes } from './contract.mjs';
import { contractInstance } from './harness.mjs';

const ctx = contractInstance(['alice', 'bob']);
const call = (method, path, user, json) => ctx.api(method, path, { token: user && ctx.tokens[user], json });

describe('playlist elements', () => {
  it('adds, changes, reorders and removes; videos-exist follows', async () => {
    const { body: created } = await call('POST', '/api/v1/video-playlists', 'alice', {
      displayName: 'Contract list',
      privacy: 3,
    });
    const id = created.videoPlaylist.id;
    const videos = (await call('GET', '/api/v1/videos?count=3&sort=-publishedAt')).body.data.map((v) => v.id);
    expect(
      (
        await call('POST', `/api/v1/video-playlists/${id}/videos`, 'alice', {
          videoId: videos[0],
          startTimestamp: 30,
          stopTimestamp: 10,
        })
      ).status,
    ).toBe(400);
    const elements = [];
    for (const videoId of videos) {
      const res = await call('POST', `/api/v1/video-playlists/${id}/videos`, 'alice', { videoId, startTimestamp: 5 });
      expect(res.status).toBe(200);
      elements.push(res.body.videoPlaylistElement.id);
    }
    expect((await call('POST', `/api/v1/video-playlists/${id}/videos`, 'bob', { videoId: videos[0] })).status).toBe(
      403,
    );
    expect((await call('POST', `/api/v1/video-playlists/${id}/videos`, 'alice', { videoId: 999999 })).status).toBe(404);
    expect(
      (await call('PUT', `/api/v1/video-playlists/${id}/videos/${elements[0]}`, 'alice', { stopTimestamp: 60 })).status,
    ).toBe(204);
    const exist = await call('GET', `/api/v1/users/me/video-playlists/videos-exist?videoIds[]=${videos[0]}`, 'alice');
    expect(exist.body[videos[0]]).toContainEqual({
      playlistElementId: elements[0],
      playlistId: id,
      startTimestamp: 5,
      stopTimestamp: 60,
    });
    // Move the third to the front, then the first (now second) after the last.
    expect(
      (
        await call('POST', `/api/v1/video-playlists/${id}/videos/reorder`, 'alice', {
          startPosition: 3,
          insertAfterPosition: 0,
        })
      ).status,
    ).toBe(204);
    const order = async () =>
      (await call('GET', `/api/v1/video-playlists/${id}/videos`, 'alice')).body.data.map((e) => e.id);
    expect(await order()).toEqual([elements[2], elements[0], elements[1]]);
    expect(
      (
        await call('POST', `/api/v1/video-playlists/${id}/videos/reorder`, 'alice', {
          startPosition: 2,
          insertAfterPosition: 3,
        })
      ).status,
    ).toBe(204);
    expect(await order()).toEqual([elements[2], elements[1], elements[0]]);
    expect(
      (
        await call('POST', `/api/v1/video-playlists/${id}/videos/reorder`, 'alice', {
          startPosition: 9,
          insertAfterPosition: 0,
        })
      ).status,
    ).toBe(400);
    expect((await call('DELETE', `/api/v1/video-playlists/${id}/videos/${elements[1]}`, 'alice')).status).toBe(204);
    expect((await call('DELETE', `/api/v1/video-playlists/${id}/videos/${elements[1]}`, 'alice')).status).toBe(404);
    expect(await order()).toEqual([elements[2], elements[0]]);
  });

  it('updates a playlist; public needs a channel; watch later keeps its name', async () => {
    const { body: created } = await call('POST', '/api/v1/video-playlists', 'alice', {
      displayName: 'To rename',
      privacy: 3,
    });
    const id = created.videoPlaylist.id;
    expect(
      (
        await call('PUT', `/api/v1/video-playlists/${id}`, 'alice', {
          displayName: 'Renamed',
          description: 'Some words',
        })
      ).status,
    ).toBe(204);
    expect((await call('GET', `/api/v1/video-playlists/${id}`, 'alice')).body).toMatchObject({
      displayName: 'Renamed',
      description: 'Some words',
    });
    expect((await call('PUT', `/api/v1/video-playlists/${id}`, 'alice', { privacy: 1 })).status).toBe(400);
    const channel = (await call('GET', '/api/v1/users/me', 'alice')).body.videoChannels[0].id;
    expect(
      (await call('PUT', `/api/v1/video-playlists/${id}`, 'alice', { privacy: 1, videoChannelId: channel })).status,
    ).toBe(204);
    expect((await call('PUT', `/api/v1/video-playlists/${id}`, 'bob', { displayName: 'Mine now' })).status).toBe(403);
    const watchLater = (await call('GET', '/api/v1/users/me', 'alice')).body.specialPlaylists[0].id;
    expect((await call('PUT', `/api/v1/video-playlists/${watchLater}`, 'alice', { displayName: 'Later' })).status).toBe(
      400,
    );
  });

  it('every route of this area answered with a success', () => {
    expect(uncoveredRoutes(ctx.instance, /\/instance\/api\/playlist-elements\.mjs$/)).toEqual([]);
  });
});
