// Going live (POST /api/v1/videos/live) and reading a live's RTMP(S) URLs and stream key (GET /api/v1/videos/live/{id}),
// with PeerTube 7.0's checks: live and replay enabled, latency setting allowed, per-user and per-instance limits.
import { randomUUID } from 'node:crypto';
import { fail, failCode } from '../http.mjs';
import { canModerate } from '../lib/auth.mjs';
import {
  checkPasswords,
  checkSchedule,
  invalidField,
  newVideo,
  ownChannel,
  readVideoBody,
  videoAttributes,
} from '../lib/video-attributes.mjs';

const OP = 'addLive';
const toBool = (v) =>
  v === undefined
    ? undefined
    : v === true || v === 'true' || v === '1'
      ? true
      : v === false || v === 'false' || v === '0'
        ? false
        : 'bad';

/** Lives by video uuid: their settings and stream key. */
function livesOf(store) {
  store.lives ??= new Map();
  return store.lives;
}

/** The LiveVideoResponse; the stream key and URLs only for who may manage the live. */
function formatLive(store, live, canSee) {
  const host = store.host.split(':')[0];
  const out = {
    saveReplay: live.saveReplay,
    permanentLive: live.permanentLive,
    latencyMode: live.latencyMode,
    replaySettings: live.saveReplay ? { privacy: live.replayPrivacy } : null,
  };
  if (!canSee) return out;
  const port = store.config().live.rtmp.port;
  return {
    rtmpUrl: `rtmp://${host}:${port}/live`,
    rtmpsUrl: `rtmps://${host}:1936/live`,
    streamKey: live.streamKey,
    ...out,
  };
}

/** Registers the routes of this area. */
export function register(router) {
  router.post('/api/v1/videos/live', async (r) => {
    const user = r.user();
    const body = await readVideoBody(r);
    const attrs = videoAttributes(body, { required: ['name', 'channelId'], operation: OP });
    const saveReplay = toBool(body.saveReplay);
    if (saveReplay === 'bad') throw invalidField('saveReplay', 'Should have a valid saveReplay boolean', OP);
    const replayPrivacy = body.replaySettings?.privacy === undefined ? undefined : Number(body.replaySettings.privacy);
    if (replayPrivacy !== undefined && ![1, 2, 3, 4, 5].includes(replayPrivacy))
      throw invalidField('replaySettings.privacy', 'Invalid value', OP);
    const permanentLive = toBool(body.permanentLive);
    if (permanentLive === 'bad') throw invalidField('permanentLive', 'Should have a valid permanentLive boolean', OP);
    const latencyMode = body.latencyMode === undefined ? undefined : Number(body.latencyMode);
    if (latencyMode !== undefined && ![1, 2, 3].includes(latencyMode))
      throw invalidField('latencyMode', 'Invalid value', OP);
    checkSchedule(attrs, OP);
    checkPasswords(attrs, undefined, OP);
    const config = r.store.config().live;
    if (!config.enabled) throw failCode(403, 'live_not_enabled', 'Live is not enabled on this instance', OP);
    if (saveReplay && !config.allowReplay)
      throw failCode(403, 'live_not_allowing_replay', 'Saving live replay is not enabled on this instance', OP);
    if (latencyMode !== undefined && latencyMode !== 1 && !config.latencySetting?.enabled)
      throw fail(403, 'Custom latency mode is not allowed by this instance', OP);
    ownChannel(r.store, user, attrs.channelId, OP);
    const lives = livesOf(r.store);
    const running = r.store.videos.filter((v) => v.isLive && v.state !== 5 && lives.has(v.uuid));
    if (config.maxInstanceLives !== -1 && running.length >= config.maxInstanceLives) {
      throw failCode(
        403,
        'max_instance_lives_limit_reached',
        'Cannot create this live because the max instance lives limit is reached.',
        OP,
      );
    }
    const mine = running.filter((v) => r.store.channelById(v.channelId).accountId === user.accountId);
    if (config.maxUserLives !== -1 && mine.length >= config.maxUserLives) {
      throw failCode(
        403,
        'max_user_lives_limit_reached',
        'Cannot create this live because the max user lives limit is reached.',
        OP,
      );
    }
    const video = newVideo(r.store, attrs, { isLive: true, state: 4, duration: 0 });
    r.store.videos.push(video);
    r.store.reindex();
    lives.set(video.uuid, {
      streamKey: randomUUID(),
      saveReplay: saveReplay === true,
      replayPrivacy: replayPrivacy ?? video.privacy,
      permanentLive: permanentLive === true,
      latencyMode: latencyMode ?? 1,
    });
    return { video: { id: video.id, uuid: video.uuid, shortUUID: video.shortUUID } };
  });

  router.get('/api/v1/videos/live/:id', (r) => {
    const user = r.user();
    const video = r.store.videoByAnyId(r.params.id);
    if (!video) throw fail(404, 'Video not found');
    const live = livesOf(r.store).get(video.uuid);
    if (!live) throw fail(404, 'Live video not found');
    const owner = r.store.channelById(video.channelId).accountId === user.accountId;
    return formatLive(r.store, live, owner || canModerate(user));
  });
}
