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
  /** Under the title, say that P2P may reveal the viewer's IP address (when P2P is on). */
  warningTitle: boolean;
  /** P2P asked on (true) or off (false); undefined: the instance's default for embeds (`defaults.p2p.embed.enabled`). */
  p2p?: boolean;
  controls: boolean;
  /** Show the control bar (controls=1 and controlBar=0: the picture answers clicks and keys, with no bar). */
  controlBar: boolean;
  /** The speed to start at (0.5–2, as PeerTube's player accepts it). */
  playbackRate?: number;
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

function rate(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0.1 && n <= 16 ? n : undefined;
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
    p2p: params.get('p2p') ? flag(params, 'p2p', true) : undefined,
    controls: flag(params, 'controls', true),
    controlBar: flag(params, 'controlBar', true),
    playbackRate: rate(params.get('playbackRate')),
    peertubeLink: flag(params, 'peertubeLink', true),
    subtitle: params.get('subtitle') || undefined,
    api: flag(params, 'api', false),
    scope: params.get('scope') || 'peertube',
    playlistPosition: Number.isInteger(position) && position > 0 ? position : undefined,
  };
}
