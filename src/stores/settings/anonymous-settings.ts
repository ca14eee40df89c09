import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { $config } from '../instance/config';

/** How sensitive videos are shown (PeerTube's NSFW policies). */
export type NsfwPolicy = 'do_not_list' | 'warn' | 'blur' | 'display';

/** Video settings of a visitor, kept in this browser only (SPEC §3 "Anonymous user"). Theme and language live in theme.ts and i18n. */
export interface AnonymousSettings {
  /** null = the instance's default policy. */
  nsfwPolicy: NsfwPolicy | null;
  /** null = the instance's default (`defaults.p2p.webapp.enabled`), as PeerTube's client reads a visitor's choice. */
  p2pEnabled: boolean | null;
  autoPlayVideo: boolean;
  /** Play the next (related) video when one ends; PeerTube's visitors start with it off. */
  autoPlayNextVideo: boolean;
  /** Video languages to show; empty = all. */
  videoLanguages: string[];
}

const DEFAULTS: AnonymousSettings = {
  nsfwPolicy: null,
  p2pEnabled: null,
  autoPlayVideo: true,
  autoPlayNextVideo: false,
  videoLanguages: [],
};

/** Reads stored settings defensively: anything malformed falls back to the default of that field. */
export function decodeAnonymousSettings(raw: string): AnonymousSettings {
  try {
    const v = JSON.parse(raw) ?? {};
    return {
      nsfwPolicy: ['do_not_list', 'warn', 'blur', 'display'].includes(v.nsfwPolicy) ? v.nsfwPolicy : null,
      p2pEnabled: typeof v.p2pEnabled === 'boolean' ? v.p2pEnabled : DEFAULTS.p2pEnabled,
      autoPlayVideo: typeof v.autoPlayVideo === 'boolean' ? v.autoPlayVideo : DEFAULTS.autoPlayVideo,
      autoPlayNextVideo: typeof v.autoPlayNextVideo === 'boolean' ? v.autoPlayNextVideo : DEFAULTS.autoPlayNextVideo,
      videoLanguages: Array.isArray(v.videoLanguages)
        ? v.videoLanguages.filter((l: unknown) => typeof l === 'string')
        : [],
    };
  } catch {
    return DEFAULTS;
  }
}

/** The visitor's video settings (localStorage 'pt-anonymous-settings'); other islands read them. */
export const $anonymousSettings = persistentAtom<AnonymousSettings>('pt-anonymous-settings', DEFAULTS, {
  encode: JSON.stringify,
  decode: decodeAnonymousSettings,
});

/** Changes some of the visitor's video settings; they apply at once. */
export function updateAnonymousSettings(changes: Partial<AnonymousSettings>): void {
  $anonymousSettings.set({ ...$anonymousSettings.get(), ...changes });
}

/** The policy in effect for a visitor: their choice, else the instance default. */
export const $anonymousNsfwPolicy = computed(
  [$anonymousSettings, $config],
  (settings, config): NsfwPolicy =>
    settings.nsfwPolicy ?? (config.data?.instance?.defaultNSFWPolicy as NsfwPolicy | undefined) ?? 'do_not_list',
);

/** Whether a visitor shares what they watch peer to peer: their choice, else the instance's default for its pages. */
export const $anonymousP2p = computed(
  [$anonymousSettings, $config],
  (settings, config): boolean => settings.p2pEnabled ?? config.data?.defaults?.p2p?.webapp?.enabled !== false,
);
