import { describe, expect, it, vi } from 'vitest';
import { insertByPriority, runHandlers, type HookHandler } from '../../../src/lib/plugins/run';
import { HOOK_SCOPES, hookType, isClientHook } from '../../../src/lib/plugins/hooks';

const handler = (plugin: string, fn: HookHandler['handler'], priority = 0): HookHandler => ({
  plugin,
  script: `client/${plugin}.js`,
  handler: fn,
  priority,
});

describe('hook runner', () => {
  it('runs filters in priority order, highest first, registration order among equals', async () => {
    let list: HookHandler[] = [];
    list = insertByPriority(
      list,
      handler('a', (v) => `${v}a`),
    );
    list = insertByPriority(
      list,
      handler('b', (v) => `${v}b`, 10),
    );
    list = insertByPriority(
      list,
      handler('c', (v) => `${v}c`),
    );
    list = insertByPriority(
      list,
      handler('d', (v) => `${v}d`, 10),
    );
    expect(list.map((h) => h.plugin)).toEqual(['b', 'd', 'a', 'c']);
    expect(await runHandlers('filter:x', list, '', undefined, () => undefined)).toBe('bdac');
  });

  it('awaits async filters and gives each the previous result and the params', async () => {
    const seen: unknown[] = [];
    const list = [
      handler('slow', async (v, params) => {
        seen.push(params);
        await new Promise((r) => setTimeout(r, 5));
        return { ...(v as object), slow: true };
      }),
      handler('sync', (v) => ({ ...(v as object), sync: (v as { slow?: boolean }).slow })),
    ];
    const out = await runHandlers('filter:api.search.videos.list.result', list, { start: 0 }, { q: 1 }, () => {});
    expect(out).toEqual({ start: 0, slow: true, sync: true });
    expect(seen).toEqual([{ q: 1 }]);
  });

  it('isolates a plugin that throws or rejects: reported, the value goes on unchanged to the others', async () => {
    const onError = vi.fn();
    const list = [
      handler('broken', () => {
        throw new Error('boom');
      }),
      handler('rejects', () => Promise.reject(new Error('later'))),
      handler('empty', () => undefined),
      handler('good', (v) => (v as number) + 1),
    ];
    expect(await runHandlers('filter:x', list, 1, undefined, onError)).toBe(2);
    expect(onError.mock.calls.map(([, entry]) => entry.plugin)).toEqual(['broken', 'rejects', 'empty']);
  });

  it('tells actions their params only, does not wait for them, and catches their rejections', async () => {
    const onError = vi.fn();
    const calls: unknown[] = [];
    let finish!: () => void;
    const list = [
      handler('a', (...args) => {
        calls.push(args);
        return new Promise<void>((_, reject) => (finish = () => reject(new Error('late failure'))));
      }),
      handler('b', (...args) => void calls.push(args)),
    ];
    const value = await runHandlers('action:video-watch.init', list, 'kept', { id: 1 }, onError);
    expect(value).toBe('kept');
    expect(calls).toEqual([[{ id: 1 }], [{ id: 1 }]]);
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('knows every PeerTube client hook, its kind and its scope', () => {
    expect(isClientHook('action:video-watch.video.loaded')).toBe(true);
    expect(isClientHook('fakeHook')).toBe(false);
    expect(isClientHook('toString')).toBe(false);
    expect(hookType('filter:left-menu.links.create.result')).toBe('filter');
    expect(hookType('action:login.init')).toBe('action');
    expect(HOOK_SCOPES['filter:api.search.videos.list.params']).toBe('search');
    expect(HOOK_SCOPES['action:modal.share.shown']).toBe('video-watch');
  });
});
