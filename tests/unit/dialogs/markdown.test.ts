// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownSync } from '../../../src/lib/markdown';
import { sanitizeHtml } from '../../../src/lib/sanitize';

// Classic XSS vectors (OWASP cheat sheet style), fed both as raw HTML and inside markdown.
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<video><source onerror=alert(1)></video>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '"><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
];
const MARKDOWN_VECTORS = [
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](  javascript:alert(1)  )',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![img](javascript:alert(1))',
  '![img](x" onerror="alert(1))',
  '[a](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
];

/** What must never survive sanitising. */
function assertSafe(html: string): void {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  expect(
    doc.querySelectorAll('script, iframe, object, embed, base, meta, form, input, style, svg, math, template').length,
  ).toBe(0);
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.startsWith('on'), `${attr.name} on <${el.tagName}> in ${html}`).toBe(false);
      expect(attr.name).not.toBe('style');
      // eslint-disable-next-line no-control-regex
      expect(attr.value.replace(/[\u0000-\u0020]/g, '')).not.toMatch(/^(javascript|vbscript|data):/i);
    }
  }
}

describe('sanitizeHtml', () => {
  it.each(VECTORS)('neutralises %s', (vector) => {
    assertSafe(sanitizeHtml(vector, ''));
  });

  it('keeps harmless formatting and links', () => {
    const html = sanitizeHtml('<p><strong>Hi</strong> <em>there</em> <a href="/about">about</a></p>', '');
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).toContain('href="/about"');
  });
});

describe('renderMarkdown', () => {
  it.each([...VECTORS, ...MARKDOWN_VECTORS])('renders %s safely, with or without raw HTML', async (vector) => {
    assertSafe(await renderMarkdown(vector));
    assertSafe(renderMarkdownSync(vector, { html: true }));
  });

  it('renders markdown formatting', async () => {
    const html = await renderMarkdown('**bold** and _it_\n\n- one\n- two');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<li>one</li>');
  });

  it('shows raw HTML as text by default', async () => {
    const html = await renderMarkdown('Hi <b>there</b>');
    expect(html).toContain('&lt;b&gt;there&lt;/b&gt;');
  });

  it('gives external links a new tab and rel=noopener noreferrer, internal links stay in the tab', async () => {
    const doc = new DOMParser().parseFromString(
      await renderMarkdown('[out](https://example.org) [in](/videos/browse)'),
      'text/html',
    );
    const [out, inside] = Array.from(doc.querySelectorAll('a'));
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside.getAttribute('target')).toBeNull();
    expect(inside.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not load remote images (tracking pixels): they become links naming their host; own-origin images stay', async () => {
    const doc = new DOMParser().parseFromString(
      await renderMarkdown(`![pixel](https://tracker.example/p.gif) ![logo](${location.origin}/logo.png)`),
      'text/html',
    );
    expect(doc.querySelectorAll('img')).toHaveLength(1);
    expect(doc.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/logo.png`);
    const link = doc.querySelector('a.remote-image')!;
    expect(link.getAttribute('href')).toBe('https://tracker.example/p.gif');
    expect(link.textContent).toBe('Image from tracker.example: pixel');
  });

  it('renders empty input as an empty string', async () => {
    expect(await renderMarkdown('')).toBe('');
    expect(await renderMarkdown(null)).toBe('');
  });
});
