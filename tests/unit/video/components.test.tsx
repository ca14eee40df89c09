// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Avatar from '../../../src/islands/common/Avatar';
import { ErrorState } from '../../../src/islands/common/ListStates';
import VideoCard from '../../../src/islands/video/VideoCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
function render(node: React.ReactNode): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(node));
  return el;
}
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('shared video components', () => {
  it('Avatar picks the image nearest above the size, else shows initials', () => {
    const el = render(
      <Avatar
        name="Maker Films"
        size={48}
        avatars={[
          { width: 600, path: '/a-600.png' },
          { width: 48, path: '/a-48.png' },
          { width: 120, path: '/a-120.png' },
        ]}
      />,
    );
    const img = el.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/a-48.png');
    expect(img.getAttribute('width')).toBe('48');
    expect(img.getAttribute('loading')).toBe('lazy');
    act(() => root!.render(<Avatar name="Maker Films" avatars={[]} labelled />));
    expect(el.querySelector('[role="img"]')?.textContent).toBe('MF');
    expect(el.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Maker Films');
  });

  it('VideoCard shows duration, title link, channel link, views; server text stays text', () => {
    const el = render(
      <VideoCard
        eager
        video={{
          uuid: 'uuid-1',
          shortUUID: 'short1',
          name: '<img src=x onerror=alert(1)> title',
          duration: 65,
          views: 1234,
          isLive: false,
          publishedAt: new Date(Date.now() - 3 * 86400e3).toISOString(),
          thumbnailPath: '/lazy-static/thumbnails/x.png',
          channel: { id: 1, name: 'films', host: location.host, displayName: 'Films', url: '', avatars: [] } as never,
        }}
      />,
    );
    expect(el.querySelector('img')).toMatchObject({ width: 280, height: 157 });
    expect(el.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(el.querySelector('.video-badge')!.textContent).toBe('1:05');
    expect(el.querySelector('h3 a')!.getAttribute('href')).toBe('/w/short1');
    expect(el.querySelector('h3 a')!.textContent).toBe('<img src=x onerror=alert(1)> title');
    expect(el.querySelectorAll('img')).toHaveLength(1);
    expect(el.querySelector('.video-channel')!.getAttribute('href')).toBe('/c/films');
    expect(el.querySelector('.video-meta')!.textContent).toContain('1.2K views');
    expect(el.querySelector('.video-meta')!.textContent).toContain('3 days ago');
  });

  it('ErrorState shows the message and retries', () => {
    const retry = vi.fn();
    const el = render(<ErrorState message="Boom" onRetry={retry} />);
    expect(el.querySelector('[role="alert"]')!.textContent).toContain('Boom');
    act(() => el.querySelector('button')!.click());
    expect(retry).toHaveBeenCalledOnce();
  });
});
