// The upload's pure parts (title from the file name, bounds, percentage, prefill) and the client's XHR upload:
// headers, progress, typed errors, refresh-once on an expired token, and cancel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type ApiDeps } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { fileRefusal, pace, percent, titleFromFileName } from '../../../src/stores/manage/upload';
import type { Config } from '../../../src/api/config';

describe('upload helpers', () => {
  it('titles a file by its name without the extension', () => {
    expect(titleFromFileName('My holiday.mp4')).toBe('My holiday');
    expect(titleFromFileName('clip.final.webm')).toBe('clip.final');
    expect(titleFromFileName('no_extension')).toBe('no extension');
    expect(titleFromFileName('x'.repeat(200) + '.mp4')).toHaveLength(120);
  });

  it('rounds the percentage down', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 0)).toBe(0);
    expect(percent(9, 3)).toBe(100);
  });

  it('refuses, before sending, a file of a type the server does not take, over its max size, or over a quota', () => {
    const config = { video: { file: { extensions: ['.mp4', '.webm'], size: { max: 1000 } } } } as unknown as Config;
    const quota = { videoQuota: 5000, videoQuotaDaily: -1, used: 4500, usedDaily: 0 };
    expect(fileRefusal({ name: 'notes.txt', size: 10, type: 'text/plain' }, quota, config)).toContain(
      'not a video file',
    );
    expect(fileRefusal({ name: 'big.mp4', size: 2000, type: 'video/mp4' }, quota, config)).toContain('largest file');
    expect(fileRefusal({ name: 'a.mp4', size: 600, type: 'video/mp4' }, quota, config)).toContain(
      'does not fit in your quota',
    );
    expect(
      fileRefusal(
        { name: 'a.mp4', size: 600, type: 'video/mp4' },
        { ...quota, videoQuota: -1, videoQuotaDaily: 100 },
        config,
      ),
    ).toContain('daily quota');
    expect(fileRefusal({ name: 'a.WEBM', size: 400, type: 'video/webm' }, quota, config)).toBe('');
  });

  it('measures speed and time left over the recent samples', () => {
    expect(pace([{ at: 0, sent: 0 }], 100)).toEqual({ speed: 0, eta: null });
    expect(
      pace(
        [
          { at: 0, sent: 0 },
          { at: 2000, sent: 200 },
        ],
        1000,
      ),
    ).toEqual({ speed: 100, eta: 8 });
  });
});

/** A scripted XMLHttpRequest: answers 401 invalid_token unless the bearer is `valid`, reports progress, can abort. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  static valid = 'new';
  static hang = false;
  headers: Record<string, string> = {};
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  abort() {
    this.onabort?.();
  }
  send() {
    if (FakeXhr.hang) return;
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      const ok = this.headers.Authorization === `Bearer ${FakeXhr.valid}`;
      this.status = ok ? 200 : 401;
      this.responseText = JSON.stringify(
        ok
          ? { video: { id: 1, uuid: 'u', shortUUID: 's' } }
          : { type: 'about:blank', status: 401, detail: 'Token expired', code: 'invalid_token' },
      );
      this.onload?.();
    }, 1);
  }
}

describe('api.upload', () => {
  let state: { token: string; refreshes: number };
  let deps: ApiDeps;
  beforeEach(() => {
    FakeXhr.instances = [];
    FakeXhr.hang = false;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    state = { token: 'old', refreshes: 0 };
    deps = {
      baseUrl: () => 'https://tube.example',
      language: () => 'fr',
      accessToken: () => state.token,
      refresh: async () => {
        state.refreshes++;
        state.token = 'new';
      },
      onUnauthorized: vi.fn(),
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends language and token, reports progress, refreshes once on an expired token and retries', async () => {
    const progress: number[] = [];
    const result = await createApi(deps).upload('/api/v1/videos/upload', new FormData(), (loaded) =>
      progress.push(loaded),
    );
    expect(result).toEqual({ video: { id: 1, uuid: 'u', shortUUID: 's' } });
    expect(state.refreshes).toBe(1);
    expect(FakeXhr.instances.map((x) => x.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(FakeXhr.instances[0].url).toBe('https://tube.example/api/v1/videos/upload');
    expect(FakeXhr.instances[0].headers['x-peertube-language']).toBe('fr');
    expect(progress).toEqual([50, 50]);
  });

  it('gives up after one retry and reports the 401', async () => {
    FakeXhr.valid = 'never';
    await expect(createApi(deps).upload('/api/v1/videos/upload', new FormData())).rejects.toMatchObject({
      status: 401,
      detail: 'Token expired',
    });
    expect(FakeXhr.instances).toHaveLength(2);
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    FakeXhr.valid = 'new';
  });

  it('rejects with an aborted error when cancelled', async () => {
    FakeXhr.hang = true;
    const controller = new AbortController();
    const pending = createApi(deps).upload('/api/v1/videos/upload', new FormData(), undefined, controller.signal);
    await new Promise((r) => setTimeout(r, 1));
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('aborted');
  });
});
