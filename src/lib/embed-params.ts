import { parseTime as embedTime } from './time-syntax';

// PeerTube's embed URL parameters (support/doc/api/embeds.md), read the way PeerTube's own embed reads them.

/** What the embed URL asks for. */
export interface EmbedOptions {
  start?: number;
  stop?: number;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  /** Show the video's title over the player. */
  title: boolean;
  /** Show the "this may reveal your IP" P2P warning title (nothing to warn about here: no P2P). */
  warningTitle: boolean;
  controls: boolean;
  /** Link the title (and a "Watch on…" link) to the video's page. */
  peertubeLink: boolean;
  /** Captions language to show from the start. */
  subtitle?: string;
  /** Whether the embed answers PeerTube's embed API (`api=1`): off by default, as in PeerTube's own embed. */
  api: boolean;
  /** embed-api channel scope (default 'peertube'). */
  scope: string;
  /** Playlist embeds: which element to start with (1-based). */
  playlistPosition?: number;
}

function flag(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = params.get(name);
  if (value === null || value === '') return fallback;
  return value === '1' || value === 'true';
}

/** Reads an embed URL's query. */
export function embedOptions(search: string): EmbedOptions {
  const params = new URLSearchParams(search);
  const position = Number(params.get('playlistPosition'));
  return {
    start: embedTime(params.get('start')),
    stop: embedTime(params.get('stop')),
    autoplay: flag(params, 'autoplay', false),
    muted: flag(params, 'muted', false),
    loop: flag(params, 'loop', false),
    title: flag(params, 'title', true),
    warningTitle: flag(params, 'warningTitle', true),
    controls: flag(params, 'controls', true),
    peertubeLink: flag(params, 'peertubeLink', true),
    subtitle: params.get('subtitle') || undefined,
    api: flag(params, 'api', false),
    scope: params.get('scope') || 'peertube',
    playlistPosition: Number.isInteger(position) && position > 0 ? position : undefined,
  };
}
