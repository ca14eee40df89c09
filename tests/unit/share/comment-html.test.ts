// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderCommentHtml } from '../../../src/lib/comment-html';
import { renderCommentLite } from '../../../src/lib/markdown-lite';

const render = (text: string) => renderCommentHtml(text, { videoShortUUID: 'abc', instanceHost: 'tube.local' });
const dom = (text: string) => {
  const d = document.createElement('div');
  d.innerHTML = render(text);
  return d;
};

describe("comment markdown (PeerTube's restricted set)", () => {
  it("renders emphasis, lists, links and bare URLs; other sites' links open apart, with no referrer", () => {
    const d = dom('**bold** and *em*\n\n- one\n- two\n\n[site](https://example.org/x) https://peertube.example/w/1');
    expect(d.querySelector('strong')?.textContent).toBe('bold');
    expect(d.querySelector('em')?.textContent).toBe('em');
    expect(d.querySelectorAll('ul li')).toHaveLength(2);
    const links = Array.from(d.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/x', 'https://peertube.example/w/1']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    }
  });

  it('keeps what PeerTube does not render in comments as text: headings, code, images, quotes', () => {
    const d = dom('# Title\n\n`code` ![img](https://x/i.png)\n\n> quote');
    expect(d.querySelector('h1, code, img, blockquote')).toBeNull();
    expect(d.textContent).toContain('# Title');
    expect(d.textContent).toContain('`code`');
    expect(d.textContent).toContain('> quote');
  });

  it('drops scripts, handlers and javascript: links; keeps the link text', () => {
    const html = render(
      '<script>alert(1)</script><img src=x onerror=alert(2)> [click](javascript:alert(3)) <a href="javascript:alert(4)">bad</a> <b onclick="x()">b</b>',
    );
    const d = document.createElement('div');
    d.innerHTML = html;
    expect(d.querySelector('script, img, [onerror], [onclick], a[href*="javascript" i]')).toBeNull();
    expect(html).not.toMatch(/<script|onerror=|onclick=|href="javascript/i);
    expect(d.textContent).toContain('click');
    expect(d.textContent).toContain('bad');
  });

  it("links mentions to account pages (this instance's own without its host), not e-mail addresses", () => {
    const d = dom('Hi @alice and @bob@peertube.example, @carol@tube.local; mail me at dan@mail.example');
    const mentions = Array.from(d.querySelectorAll('a.comment-mention')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
    ]);
    expect(mentions).toEqual([
      ['@alice', '/a/alice', null],
      ['@bob@peertube.example', '/a/bob@peertube.example', null],
      ['@carol@tube.local', '/a/carol', null],
    ]);
    expect(d.textContent).toContain('dan@mail.example');
  });

  it('turns times into links to the video at that time, outside links only', () => {
    const d = dom('See 00:42 and 1:02:03, not [12:30](https://x.org/12:30)');
    const stamps = Array.from(d.querySelectorAll('a.video-timestamp')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
      (a as HTMLElement).dataset.start,
    ]);
    expect(stamps).toEqual([
      ['00:42', '/w/abc?start=42s', '42'],
      ['1:02:03', '/w/abc?start=1h2m3s', '3723'],
    ]);
  });
});

describe('plain comments without the full renderer (markdown-lite)', () => {
  const plain = [
    'Notification received, nice new upload!',
    'Thanks!\n\nSecond paragraph.',
    'Line one\nline two',
    '**Great** video, *really* _nice_.',
    'Ça marche très bien — merci 🎉',
    'Question? Answer: yes.',
    '(nice) "quoted" it\'s fine',
    'a\r\nb',
  ];
  it('gives exactly what the full renderer gives for plain paragraphs and emphasis', () => {
    for (const text of plain) {
      const lite = renderCommentLite(text);
      expect(lite, text).not.toBeNull();
      expect(lite, text).toBe(render(text));
    }
  });

  it('leaves links, mentions, times, lists, markup and HTML to the full renderer', () => {
    for (const text of [
      'see https://example.org',
      '[site](https://example.org/x)',
      'hi @alice',
      'at 1:23 it starts',
      'watch 01:02:03',
      '- one\n- two',
      '1. first',
      '# Title',
      '`code`',
      '<b>bold</b>',
      'a<br>b',
      'x &amp; y',
    ])
      expect(renderCommentLite(text), text).toBeNull();
  });
});
