// The served ServerConfig (GET /api/v1/config) and about page: the real 7.0 capture plus the 8.x fields the client reads.
import { readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('./vocab/config-7.0.json', import.meta.url), 'utf8'));

/** Instance name shown in the header and about page. */
export const INSTANCE_NAME = 'PeerTube Local';

/** Builds the default ServerConfig; `origin` is the instance's own http origin (logo URLs are absolute). */
export function buildConfig(origin) {
  const logo = (type, width, height, file) => ({
    type,
    width,
    height,
    fileUrl: `${origin}/lazy-static/logos/${file}`,
    isFallback: false,
  });
  return {
    ...structuredClone(base),
    client: {
      ...base.client,
      header: { hideInstanceName: false },
      openInApp: {
        android: {
          intent: {
            enabled: true,
            host: 'joinpeertube.org',
            scheme: 'peertube',
            fallbackUrl: 'https://play.google.com/store/apps/details?id=org.framasoft.peertube',
          },
        },
        ios: {
          enabled: true,
          host: 'joinpeertube.org',
          scheme: 'peertube',
          fallbackUrl: 'https://apps.apple.com/app/peertube/id6446082385',
        },
      },
    },
    instance: {
      ...base.instance,
      name: INSTANCE_NAME,
      shortDescription: 'A local PeerTube instance with deterministic seed data, for development and tests.',
      defaultClientRoute: '/videos/browse',
      isNSFW: false,
      defaultNSFWPolicy: 'do_not_list',
      customizations: { javascript: '', css: '' },
      logo: [
        logo('header-square', 34, 34, 'header-square-34.png'),
        logo('header-square', 48, 48, 'header-square-48.png'),
        logo('header-wide', 200, 48, 'header-wide.svg'),
      ],
      avatars: [],
      banners: [],
    },
    search: {
      remoteUri: { users: true, anonymous: false },
      searchIndex: {
        enabled: false,
        url: 'https://search.joinpeertube.org',
        disableLocalSearch: false,
        isDefaultSearch: false,
      },
    },
    serverVersion: '8.1.0',
    signup: {
      allowed: true,
      allowedForCurrentIP: true,
      minimumAge: 16,
      requiresApproval: false,
      requiresEmailVerification: false,
    },
    homepage: { enabled: true },
    broadcastMessage: { enabled: false, message: '', level: 'info', dismissable: false },
    user: { videoQuota: 10737418240, videoQuotaDaily: -1 },
    live: { ...base.live, enabled: true },
  };
}

/** Builds GET /api/v1/config/about: the name from the served config (test overrides included), the texts from the custom config. */
export function buildAbout(config, custom) {
  const i = custom.instance;
  return {
    instance: {
      name: config.instance.name,
      shortDescription: config.instance.shortDescription,
      description: i.description,
      terms: i.terms,
      codeOfConduct: i.codeOfConduct,
      hardwareInformation: i.hardwareInformation,
      creationReason: i.creationReason,
      moderationInformation: i.moderationInformation,
      administrator: i.administrator,
      maintenanceLifetime: i.maintenanceLifetime,
      businessModel: i.businessModel,
      languages: [...i.languages],
      categories: [...i.categories],
      // The instance images an administrator uploaded (admin-settings.mjs keeps them in the served config).
      avatars: structuredClone(config.instance.avatars ?? []),
      banners: structuredClone(config.instance.banners ?? []),
    },
  };
}
