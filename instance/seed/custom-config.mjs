// The seeded CustomConfig (GET /api/v1/config/custom): PeerTube 7.0's shape (fixtures/config-custom-get.json) with
// the values this instance has always served, so /api/v1/config and /about derived from it stay as before.
import { INSTANCE_NAME } from './config.mjs';

/** Builds a fresh copy of the seeded custom config. */
export function buildCustomConfig() {
  const resolutions = (on) =>
    Object.fromEntries(
      ['0p', '144p', '240p', '360p', '480p', '720p', '1080p', '1440p', '2160p'].map((r) => [r, on.includes(r)]),
    );
  return {
    instance: {
      name: INSTANCE_NAME,
      shortDescription: 'A local PeerTube instance with deterministic seed data, for development and tests.',
      description:
        'Welcome to **PeerTube Local**!\n\nThis instance runs inside the client repository. [Evil link](javascript:alert(1)) <script>alert("about")</script>',
      terms: 'Be nice. No spam.',
      codeOfConduct: 'Respect everyone.',
      creationReason: 'Give the web client a realistic backend with zero configuration.',
      moderationInformation: 'Moderated by `moderator`.',
      administrator: 'The `root` account.',
      maintenanceLifetime: 'As long as the repository lives.',
      businessModel: 'None.',
      hardwareInformation: 'Your laptop.',
      languages: ['en', 'fr'],
      categories: [1, 2, 15, 18],
      isNSFW: false,
      defaultNSFWPolicy: 'do_not_list',
      defaultClientRoute: '/videos/browse',
      customizations: { css: '', javascript: '' },
    },
    theme: { default: 'default' },
    services: { twitter: { username: '@peertube' } },
    client: {
      videos: { miniature: { preferAuthorDisplayName: false } },
      menu: { login: { redirectOnSingleExternalAuth: false } },
    },
    cache: { previews: { size: 500 }, captions: { size: 500 }, torrents: { size: 500 }, storyboards: { size: 500 } },
    signup: { enabled: true, limit: -1, requiresApproval: false, requiresEmailVerification: false, minimumAge: 16 },
    admin: { email: 'admin@example.com' },
    contactForm: { enabled: true },
    user: {
      history: { videos: { enabled: true } },
      videoQuota: 10737418240,
      videoQuotaDaily: -1,
      defaultChannelName: 'Main $1 channel',
    },
    videoChannels: { maxPerUser: 20 },
    transcoding: {
      enabled: true,
      originalFile: { keep: false },
      remoteRunners: { enabled: false },
      allowAdditionalExtensions: true,
      allowAudioFiles: true,
      threads: 1,
      concurrency: 1,
      profile: 'default',
      resolutions: resolutions(['144p', '240p']),
      alwaysTranscodeOriginalResolution: true,
      fps: { max: 60 },
      webVideos: { enabled: true },
      hls: { enabled: true, splitAudioAndVideo: false },
    },
    live: {
      enabled: true,
      allowReplay: true,
      latencySetting: { enabled: true },
      maxDuration: -1,
      maxInstanceLives: 20,
      maxUserLives: 3,
      transcoding: {
        enabled: true,
        remoteRunners: { enabled: false },
        threads: 2,
        profile: 'default',
        resolutions: resolutions([]),
        alwaysTranscodeOriginalResolution: true,
        fps: { max: 60 },
      },
    },
    videoStudio: { enabled: false, remoteRunners: { enabled: false } },
    videoTranscription: { enabled: false, remoteRunners: { enabled: false } },
    videoFile: { update: { enabled: false } },
    import: {
      videos: { concurrency: 1, http: { enabled: false }, torrent: { enabled: false } },
      videoChannelSynchronization: { enabled: false, maxPerUser: 10 },
      users: { enabled: true },
    },
    export: { users: { enabled: true, exportExpiration: 172800000, maxUserVideoQuota: 10737418240 } },
    trending: { videos: { algorithms: { enabled: ['hot', 'most-viewed', 'most-liked'], default: 'most-viewed' } } },
    autoBlacklist: { videos: { ofUsers: { enabled: false } } },
    followers: { instance: { enabled: true, manualApproval: false } },
    followings: { instance: { autoFollowBack: { enabled: false }, autoFollowIndex: { enabled: false, indexUrl: '' } } },
    broadcastMessage: { enabled: false, message: '', level: 'info', dismissable: false },
    search: {
      remoteUri: { users: true, anonymous: false },
      searchIndex: {
        enabled: false,
        url: 'https://search.joinpeertube.org',
        disableLocalSearch: false,
        isDefaultSearch: false,
      },
    },
    storyboards: { enabled: true },
  };
}

const enabledResolutions = (resolutions) =>
  Object.entries(resolutions ?? {})
    .filter(([, on]) => on === true)
    .map(([r]) => parseInt(r, 10))
    .filter((n) => n > 0);

/** The parts of the public ServerConfig (GET /api/v1/config) a custom config decides, as PeerTube derives them. */
export function configFromCustom(custom, { userCount = 0 } = {}) {
  const c = custom;
  return {
    instance: {
      name: c.instance.name,
      shortDescription: c.instance.shortDescription,
      isNSFW: c.instance.isNSFW,
      defaultNSFWPolicy: c.instance.defaultNSFWPolicy,
      defaultClientRoute: c.instance.defaultClientRoute,
      customizations: { ...c.instance.customizations },
    },
    // PeerTube: signup is allowed when enabled and the user limit (-1: none) is not reached.
    signup: {
      allowed: c.signup.enabled && (c.signup.limit === -1 || userCount < c.signup.limit),
      minimumAge: c.signup.minimumAge,
      requiresApproval: c.signup.requiresApproval,
      requiresEmailVerification: c.signup.requiresEmailVerification,
    },
    contactForm: { enabled: c.contactForm.enabled },
    user: { videoQuota: c.user.videoQuota, videoQuotaDaily: c.user.videoQuotaDaily },
    videoChannels: { maxPerUser: c.videoChannels.maxPerUser },
    transcoding: {
      // As PeerTube's server-config-manager: each kind (and remote runners) is on only while transcoding is.
      hls: { enabled: c.transcoding.enabled && c.transcoding.hls.enabled },
      web_videos: { enabled: c.transcoding.enabled && c.transcoding.webVideos.enabled },
      enabledResolutions: c.transcoding.enabled ? enabledResolutions(c.transcoding.resolutions) : [],
      remoteRunners: { enabled: c.transcoding.enabled && c.transcoding.remoteRunners.enabled },
    },
    live: {
      enabled: c.live.enabled,
      allowReplay: c.live.allowReplay,
      maxDuration: c.live.maxDuration,
      maxInstanceLives: c.live.maxInstanceLives,
      maxUserLives: c.live.maxUserLives,
      transcoding: {
        enabled: c.live.transcoding.enabled,
        enabledResolutions: enabledResolutions(c.live.transcoding.resolutions),
      },
    },
    videoStudio: { enabled: c.videoStudio.enabled },
    import: {
      videos: {
        http: { enabled: c.import.videos.http.enabled },
        torrent: { enabled: c.import.videos.torrent.enabled },
      },
      videoChannelSynchronization: { enabled: c.import.videoChannelSynchronization.enabled },
      users: { enabled: c.import.users.enabled },
    },
    export: {
      users: {
        enabled: c.export.users.enabled,
        exportExpiration: c.export.users.exportExpiration,
        maxUserVideoQuota: c.export.users.maxUserVideoQuota,
      },
    },
    autoBlacklist: { videos: { ofUsers: { enabled: c.autoBlacklist.videos.ofUsers.enabled } } },
    followings: { instance: { autoFollowIndex: { indexUrl: c.followings.instance.autoFollowIndex.indexUrl } } },
    broadcastMessage: { ...c.broadcastMessage },
    search: structuredClone(c.search),
  };
}
