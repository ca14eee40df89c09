// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  buildContainers,
  buttonModel,
  channelMiniatureModel,
  containerModel,
  layoutCustomPage,
  markupElements,
  safeMarkupHref,
  videosListModel,
} from '../../../src/lib/custom-markup';
import { renderCustomPage } from '../../../src/lib/custom-page';
import { renderMarkdownSync } from '../../../src/lib/markdown';

const BASE = 'https://client.example/home';
const ISSUE_HOMEPAGE =
  '<peertube-button data-href="/videos/browse" data-label="Browse all"></peertube-button>\n\n' +
  '<peertube-videos-list data-count="3" data-sort="-publishedAt"></peertube-videos-list>';

/** The custom page's DOM as its island lays it out, to query. */
function page(source: string, headingLevel = 2): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderCustomPage(source, '');
  layoutCustomPage(root, headingLevel);
  return root;
}

describe('custom page rendering', () => {
  it("keeps the issue's homepage elements and their data-* attributes for the islands to draw", () => {
    const root = page(ISSUE_HOMEPAGE);
    const [button, list] = markupElements(root);
    expect(button.localName).toBe('peertube-button');
    expect({ ...button.dataset }).toEqual({ href: '/videos/browse', label: 'Browse all' });
    expect(list.localName).toBe('peertube-videos-list');
    expect(videosListModel(list.dataset)).toMatchObject({ count: 3, sort: '-publishedAt', maxRows: -1 });
  });

  it('the same markup in plain markdown (other texts) stays text, as before', () => {
    expect(renderMarkdownSync(ISSUE_HOMEPAGE)).toContain('&lt;peertube-button');
  });

  it("keeps on each element only the attributes it reads, and no handler, style or other element's attribute", () => {
    const root = page(
      '<peertube-button data-href="/a" data-label="A" data-uuid="x" onclick="alert(1)" style="color:red" data-foo="1"></peertube-button>' +
        '<peertube-video-miniature data-uuid="abc" data-href="/b"></peertube-video-miniature>',
    );
    const [button, video] = markupElements(root);
    expect(button.getAttributeNames().sort()).toEqual(['data-href', 'data-label']);
    expect(video.getAttributeNames()).toEqual(['data-uuid']);
  });

  it('a line holding an element is not a paragraph around it; a button stays in its sentence', () => {
    const root = page(ISSUE_HOMEPAGE + '\n\nSee <peertube-button data-href="/a" data-label="A"></peertube-button> now');
    expect(root.querySelector('p peertube-videos-list')).toBeNull();
    expect(root.querySelector(':scope > peertube-videos-list')).not.toBeNull();
    expect(root.querySelector('p:last-child peertube-button')).not.toBeNull();
  });

  it('laying out twice builds each container once', () => {
    const root = page(
      '<peertube-container data-title="T">\n\n<peertube-video-miniature data-uuid="a"></peertube-video-miniature>\n\n</peertube-container>',
    );
    buildContainers(root);
    expect(root.querySelectorAll('div.peertube-container')).toHaveLength(1);
    expect(root.querySelectorAll('h2')).toHaveLength(1);
  });

  it('drops elements that only look like PeerTube ones, and still removes scripts and javascript: links', () => {
    const html = renderCustomPage(
      '<peertube-evil data-x="1">kept text</peertube-evil><script>alert(1)</script>' +
        '<peertube-container><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></peertube-container>',
      '',
    );
    expect(html).not.toContain('peertube-evil');
    expect(html).toContain('kept text');
    expect(html).not.toMatch(/<script|javascript:|onerror/);
  });

  it('custom page HTML keeps headings and divs (PeerTube allows them in custom pages)', () => {
    const root = page('<div class="intro"><h2>Hello</h2></div>\n\n# Title');
    expect(root.querySelector('div.intro h2')?.textContent).toBe('Hello');
    expect(root.querySelector('h1')?.textContent).toBe('Title');
  });

  it('lays out a container with its title as a heading under the page and its description as text', () => {
    const root = page(
      '<peertube-container data-layout="row" data-title="Our picks" data-description="<b>new</b>" data-width="300">' +
        '<peertube-video-miniature data-uuid="a"></peertube-video-miniature>' +
        '<peertube-video-miniature data-uuid="b"></peertube-video-miniature></peertube-container>',
      3,
    );
    const box = root.querySelector('peertube-container > div.peertube-container.layout-row') as HTMLElement;
    expect(box).not.toBeNull();
    expect(box.querySelector('h3')?.textContent).toBe('Our picks');
    expect(box.querySelector('.peertube-container-header p')?.textContent).toBe('<b>new</b>');
    expect(box.querySelector('b')).toBeNull();
    expect(box.style.maxInlineSize).toBe('300px');
    expect(markupElements(box).map((e) => e.dataset.uuid)).toEqual(['a', 'b']);
  });
});

describe('element models (PeerTube 7 defaults)', () => {
  it('buttons lead to paths of this site or http(s) URLs only', () => {
    expect(buttonModel({ href: '/videos/browse', label: 'Browse all' }, BASE)).toEqual({
      theme: 'primary',
      href: '/videos/browse',
      label: 'Browse all',
      blankTarget: false,
    });
    expect(
      buttonModel({ href: 'https://joinpeertube.org', label: 'x', theme: 'secondary', blankTarget: 'true' }, BASE),
    ).toMatchObject({ theme: 'secondary', href: 'https://joinpeertube.org/', blankTarget: true });
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '/\\evil'])
      expect(safeMarkupHref(bad, BASE), bad).toBeUndefined();
  });

  it('videos lists: 10 newest by default, numbers and lists parsed, handles and sorts checked', () => {
    expect(videosListModel({})).toEqual({
      onlyDisplayTitle: false,
      maxRows: -1,
      sort: '-publishedAt',
      count: 10,
      categoryOneOf: [],
      languageOneOf: [],
      channelHandle: undefined,
      accountHandle: undefined,
      isLive: undefined,
      isLocal: undefined,
    });
    expect(
      videosListModel({
        count: '4',
        maxRows: '1',
        sort: '-views',
        categoryOneOf: '1, 2,x',
        languageOneOf: 'en,fr',
        channelHandle: 'maker_channel@tube.example',
        isLive: 'false',
        onlyLocal: 'true',
        onlyDisplayTitle: 'true',
      }),
    ).toMatchObject({
      count: 4,
      maxRows: 1,
      sort: '-views',
      categoryOneOf: [1, 2],
      languageOneOf: ['en', 'fr'],
      channelHandle: 'maker_channel@tube.example',
      isLive: false,
      isLocal: true,
      onlyDisplayTitle: true,
    });
    expect(videosListModel({ sort: 'name;drop', channelHandle: '../x', count: '5000' })).toMatchObject({
      sort: '-publishedAt',
      channelHandle: undefined,
      count: 100,
    });
  });

  it('channel miniatures show the latest video and the description unless turned off', () => {
    expect(channelMiniatureModel({ name: 'maker_channel' })).toEqual({
      name: 'maker_channel',
      displayLatestVideo: true,
      displayDescription: true,
    });
    expect(channelMiniatureModel({ name: 'x', displayLatestVideo: 'false' }).displayLatestVideo).toBe(false);
  });

  it('containers: column and space-between by default, widths only as CSS lengths', () => {
    expect(containerModel({})).toEqual({
      layout: 'column',
      justifyContent: 'space-between',
      width: undefined,
      title: undefined,
      description: undefined,
    });
    expect(containerModel({ width: '50%' }).width).toBe('50%');
    expect(containerModel({ width: '1px;background:url(x)' }).width).toBeUndefined();
  });
});
