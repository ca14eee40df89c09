import { describe, expect, it, vi } from 'vitest';
import { applyAction, playerAction, type PlayerMedia } from '../../../src/lib/player/keys';

const t = (_key: string, english: string, params?: Record<string, string | number>) =>
  english.replace(/\{(\w+)\}/g, (_, n) => String(params?.[n]));
const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

function media(over: Partial<PlayerMedia> = {}): PlayerMedia {
  return {
    paused: true,
    currentTime: 10,
    duration: 60,
    volume: 0.5,
    muted: false,
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
    ...over,
  };
}

describe('player keys', () => {
  it('maps the documented keys and leaves others (and modified keys) alone', () => {
    expect(playerAction(key(' '))).toEqual({ type: 'toggle-play' });
    expect(playerAction(key('k'))).toEqual({ type: 'toggle-play' });
    expect(playerAction(key('ArrowLeft'))).toEqual({ type: 'seek', by: -5 });
    expect(playerAction(key('ArrowUp'))).toEqual({ type: 'volume', by: 0.1 });
    expect(playerAction(key('f'))).toEqual({ type: 'fullscreen' });
    expect(playerAction(key('m'))).toEqual({ type: 'mute' });
    expect(playerAction(key('Tab'))).toBeNull();
    expect(playerAction(key('f', { ctrlKey: true }))).toBeNull();
  });

  it('plays, pauses, seeks within the video and changes the volume', () => {
    const m = media();
    applyAction(m, { type: 'toggle-play' }, () => {}, t);
    expect(m.play).toHaveBeenCalled();
    const playing = media({ paused: false });
    applyAction(playing, { type: 'toggle-play' }, () => {}, t);
    expect(playing.pause).toHaveBeenCalled();
    applyAction(m, { type: 'seek', by: -30 }, () => {}, t);
    expect(m.currentTime).toBe(0);
    m.currentTime = 58;
    applyAction(m, { type: 'seek', by: 5 }, () => {}, t);
    expect(m.currentTime).toBe(60);
    expect(applyAction(m, { type: 'volume', by: 0.1 }, () => {}, t)).toBe('Volume 60%');
    m.volume = 1;
    applyAction(m, { type: 'volume', by: 0.1 }, () => {}, t);
    expect(m.volume).toBe(1);
  });

  it('mutes and unmutes with a spoken status, and asks for full screen', () => {
    const m = media();
    expect(applyAction(m, { type: 'mute' }, () => {}, t)).toBe('Muted');
    expect(m.muted).toBe(true);
    expect(applyAction(m, { type: 'mute' }, () => {}, t)).toBe('Sound on');
    const fullscreen = vi.fn();
    applyAction(m, { type: 'fullscreen' }, fullscreen, t);
    expect(fullscreen).toHaveBeenCalledOnce();
  });
});
