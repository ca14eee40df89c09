// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdownLite } from '../../../src/lib/markdown-lite';
import { renderMarkdownSync } from '../../../src/lib/markdown';

// The lite renderer's contract: null, or exactly what the full renderer (marked + DOMPurify) gives. No whitespace
// normalisation is needed: both end every paragraph with marked's `</p>\n`, and DOMPurify's serialisation keeps it.
function expectNullOrEqual(source: string): void {
  const lite = renderMarkdownLite(source);
  if (lite !== null) expect(lite, JSON.stringify(source)).toBe(renderMarkdownSync(source));
}

// Messages the fast path must handle (not null).
const HANDLED = [
  // The real PeerTube 7.0 test server's broadcast message.
  'Welcome to the **loopback test instance**. Data here is seeded and reset often.',
  'Maintenance on Sunday',
  'Read the [rules](/about/instance) before posting.',
  'See [the PeerTube docs](https://docs.joinpeertube.org/use/setup-account) for help.',
  `An [absolute link here](${location.origin}/videos/browse) stays in the tab.`,
  'First paragraph.\n\nSecond paragraph, with *emphasis*.',
  'Line one\nLine two\nLine three',
  'Windows line ends\r\nare read as newlines\r\n\r\nlike marked does.',
  '\n\nBlank lines around\n\n\n',
  'Three\n\n\n\nblank lines apart',
  '_Note:_ the server restarts at 3:00 (UTC).',
  '**Heads up!** Uploads are paused; comments still work.',
  "*Bienvenue* sur l'instance **Écoute** — « vidéos » libres, 100 % hébergées ici.",
  'Quotes "like this" and \'this\', (parentheses) - dashes, 50/50, 1.5 GB? Yes!',
  '**Important:** read [this](/about)',
  '[Start here](/videos/browse) then [upload](/videos/upload).',
  'Links in a row: [a](/a)[b](https://example.org/b?x=1#top)',
  'Plain punctuation: 10:30, 2024. Ok; fine!',
  '2024 was a good year',
  '🎉 New release! ✨',
  '(*see below*)',
  'javascript:alert(1) stays text',
  'A bare domain like example.com is not autolinked.',
  // Underscores inside words are text (the real test server's video description).
  'Uploaded after alice subscribed to maker_channel, so she gets a NEW_VIDEO_FROM_SUBSCRIPTION notification.',
  'snake_case, 1_000_000 and a__b are words; **bold** too',
  '*Join* my_channel on [the site](/c/my_channel)',
];

// Inputs outside the subset (or hostile): the fast path must decline them.
const DECLINED = [
  '<script>alert(1)</script>',
  'Hi <b>there</b>',
  '<img src=x onerror=alert(1)>',
  '**Heads up** info <img src=x onerror="window.__xss=1"> [bad](javascript:window.__xss=2)',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](  javascript:alert(1)  )',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[a](<javascript:alert(1)>)',
  '[x](//evil.example/path)',
  '[x](/path "title")',
  '[x](https://example.org/a b)',
  '[x](https://example.org/"onmouseover=alert(1))',
  '![img](https://example.org/p.gif)',
  '![img](x" onerror="alert(1))',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '[ref][1]',
  'Fish &amp; chips',
  'AT&T',
  '&#106;avascript',
  'Use `code` here',
  '```\ncode\n```',
  'back\\slash',
  '~~gone~~',
  '| a | b |\n| - | - |',
  '# Title',
  '> quoted',
  '- one\n- two',
  '+ item',
  '* item',
  '1. first',
  '1) first',
  'Title\n===',
  'Title\n---',
  '***',
  '___',
  '* * *',
  '    indented code',
  '\tindented',
  'trailing spaces  \nhard break',
  'Visit https://example.org today',
  'Visit www.example.org today',
  'Mail admin@example.org',
  '__strong__',
  '***both***',
  '**unbalanced',
  '*unbalanced',
  '2*3*4',
  'a * b * c',
  '**nested *em* inside**',
  '*em [link](/x) inside*',
  'word**stuck**',
  '**stuck**word',
  '_a_b',
  'non\u00a0breaking',
  'zero\u200bwidth',
  '[empty]()',
  '[](/empty-label)',
  '[x](mailto:a@b.c)',
  '[x](ftp://example.org)',
  '[x](vbscript:msgbox)',
];

describe('renderMarkdownLite', () => {
  it.each(HANDLED)('renders %j on the fast path, exactly as the full renderer', (source) => {
    const lite = renderMarkdownLite(source);
    expect(lite).not.toBeNull();
    expect(lite).toBe(renderMarkdownSync(source));
  });

  it.each(DECLINED)('declines %j (the full renderer handles it)', (source) => {
    expect(renderMarkdownLite(source)).toBeNull();
  });

  it("renders the real server's message with a strong, and links with the sanitiser's attributes", () => {
    expect(renderMarkdownLite('Welcome to the **loopback test instance**. Data here is seeded and reset often.')).toBe(
      '<p>Welcome to the <strong>loopback test instance</strong>. Data here is seeded and reset often.</p>\n',
    );
    expect(renderMarkdownLite('[out](https://example.org) [in](/videos/browse)')).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer" target="_blank">out</a> ' +
        '<a href="/videos/browse" rel="noopener noreferrer">in</a></p>\n',
    );
  });

  it('renders empty input as an empty string, as the full renderer does', () => {
    expect(renderMarkdownLite('')).toBe('');
    expect(renderMarkdownLite(null)).toBe('');
    expect(renderMarkdownLite('\n\n')).toBe(renderMarkdownSync('\n\n'));
  });

  it("is null or equal to the full renderer on random strings of the subset's characters", () => {
    // Deterministic pseudo-random generator, so a failure reproduces.
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const atoms = [
      'a',
      'b',
      'word',
      'É',
      '1',
      ' ',
      ' ',
      '\n',
      '\n\n',
      '*',
      '**',
      '_',
      '__',
      '[',
      ']',
      '(',
      ')',
      '[x](/p)',
      '[y](https://example.org/q_r)',
      '](',
      '!',
      '.',
      ',',
      ':',
      '?',
      '"',
      "'",
      '-',
      '=',
      '/',
      'https://',
      'www.',
      '@',
      '#',
      '>',
      '<',
      '&',
      '1.',
      '~',
      '`',
      '\\',
      '\t',
      '\u00a0',
    ];
    let handled = 0;
    for (let i = 0; i < 4000; i += 1) {
      const length = 1 + Math.floor(random() * 12);
      let source = '';
      for (let j = 0; j < length; j += 1) source += atoms[Math.floor(random() * atoms.length)];
      const lite = renderMarkdownLite(source);
      if (lite !== null) handled += 1;
      expectNullOrEqual(source);
    }
    // The loop must exercise the fast path, not only its refusals.
    expect(handled).toBeGreaterThan(200);
  });

  it('is null or equal on random sentences of words wrapped in emphasis markers, links and punctuation', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const words = [
      'a',
      'word',
      'É',
      '1',
      'x.',
      'y!',
      'z:',
      'q)',
      'see (this)',
      'two words',
      "it's",
      '"q"',
      'a.b',
      'é',
      '5%',
    ];
    const markers = ['*', '**', '_', '', '', '*', '**', '_'];
    const gaps = [
      ' ',
      ' ',
      ' ',
      '',
      '\n',
      '(',
      ')',
      '.',
      ',',
      '"',
      "'",
      ':',
      '!',
      '?',
      ';',
      '-',
      '[l](/p)',
      '\n\n',
      '[m](https://e.org/x_y)',
      'b)',
    ];
    let emphasised = 0;
    for (let i = 0; i < 3000; i += 1) {
      let source = '';
      for (let j = 0, n = 1 + Math.floor(random() * 5); j < n; j += 1) {
        const marker = pick(markers);
        // Mostly balanced markers, sometimes a mismatched closing one.
        const closing = random() < 0.9 ? marker : pick(markers);
        source +=
          pick(gaps) +
          marker +
          pick(words) +
          (random() < 0.3 ? ` ${pick(words)}` : '') +
          closing +
          (random() < 0.5 ? pick(gaps) : '');
      }
      if (/<(em|strong)>/.test(renderMarkdownLite(source) ?? '')) emphasised += 1;
      expectNullOrEqual(source);
    }
    expect(emphasised).toBeGreaterThan(100);
  });

  it('is null or equal on the declined corpus too (belt and braces)', () => {
    for (const source of DECLINED) expectNullOrEqual(source);
  });
});
