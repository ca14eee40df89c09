// Comment text → safe HTML, as PeerTube 7 renders comments (client video-comment.component + markdown.service +
// html-renderer.service; server/core/helpers/markdown.ts): markdown limited to PeerTube's TEXT_WITH_HTML_RULES
// (links and bare URLs, emphasis, lists, line breaks, entities, inline HTML from federated servers), then only the
// tags a, p, span, br, strong, em, ul, ol, li and http(s) links survive. Headings, code, quotes, images, tables are
// not comment markdown in PeerTube: they stay as the text that was written. On top: @mentions link to the account
// page, and times such as 00:42 or 1:02:03 link to the video at that time (the comment list makes them seek).
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { shortTime } from './share-links';
import { COMMENT_TIME } from './markdown-lite';

/** Options of one rendering. */
export interface CommentHtmlOptions {
  /** The commented video (timestamps link to /w/{shortUUID}?start=…). */
  videoShortUUID?: string;
  /** This instance's host: mentions of its own accounts link to /a/{name}. */
  instanceHost?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const asText = (raw: string) => `<p>${escapeHtml(raw.trim()).replace(/\n/g, '<br>')}</p>`;

// A mention: @name or @name@host, after the start of a line, a space or an opening bracket (not inside an e-mail).
const MENTION = /^@([\w.-]*\w)(?:@([a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?))?/i;

const parser = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    heading({ raw }: Tokens.Heading) {
      return asText(raw);
    },
    code({ raw }: Tokens.Code) {
      return asText(raw);
    },
    blockquote({ raw }: Tokens.Blockquote) {
      return asText(raw);
    },
    hr({ raw }: Tokens.Hr) {
      return asText(raw);
    },
    table({ raw }: Tokens.Table) {
      return asText(raw);
    },
    codespan({ raw }: Tokens.Codespan) {
      return escapeHtml(raw);
    },
    image({ raw }: Tokens.Image) {
      return escapeHtml(raw);
    },
    del({ raw }: Tokens.Del) {
      return escapeHtml(raw);
    },
    checkbox({ checked }: Tokens.Checkbox) {
      return checked ? '[x] ' : '[ ] ';
    },
  },
  extensions: [
    {
      name: 'mention',
      level: 'inline',
      start(src: string) {
        const found = /(^|[\s(])@\w/.exec(src);
        return found ? found.index + found[1].length : undefined;
      },
      tokenizer(src: string) {
        const m = MENTION.exec(src);
        return m ? { type: 'mention', raw: m[0], name: m[1], host: m[2] } : undefined;
      },
      renderer(token) {
        const handle = token.host ? `${token.name}@${token.host}` : token.name;
        return `<a href="/a/${encodeURIComponent(handle).replace(/%40/g, '@')}" data-mention="">${escapeHtml(token.raw)}</a>`;
      },
    },
  ],
});

let purify: ReturnType<typeof DOMPurify> | null = null;

/** PeerTube's comment sanitiser: its tags, http(s) links only, new tab and no referrer for other sites' links. */
function sanitizer(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    let url: URL | null = null;
    try {
      // eslint-disable-next-line no-control-regex
      url = href ? new URL(href.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''), location.href) : null;
    } catch {
      /* unreadable: no link */
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      node.removeAttribute('href');
      return;
    }
    if (url.origin === location.origin) {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    } else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'nofollow noopener noreferrer');
    }
  });
  return purify;
}

const TIMESTAMP = new RegExp(COMMENT_TIME.source, 'g');

/** Turns times in text (outside links) into links to the video at that time, with the seconds in data-start. */
function linkTimestamps(root: DocumentFragment, shortUUID: string): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('a') && TIMESTAMP.test((node as Text).data)) texts.push(node as Text);
    TIMESTAMP.lastIndex = 0;
  }
  for (const text of texts) {
    const parts = document.createDocumentFragment();
    let last = 0;
    for (const m of text.data.matchAll(TIMESTAMP)) {
      const seconds = 3600 * Number(m[2] ?? 0) + 60 * Number(m[3]) + Number(m[4]);
      parts.append(text.data.slice(last, m.index));
      const link = document.createElement('a');
      link.className = 'video-timestamp';
      link.href = `/w/${shortUUID}?start=${shortTime(seconds)}`;
      link.dataset.start = String(seconds);
      link.textContent = m[0];
      parts.append(link);
      last = m.index! + m[0].length;
    }
    parts.append(text.data.slice(last));
    text.replaceWith(parts);
  }
}

/** A comment's text as safe HTML (synchronous; callers load this module with import()). */
export function renderCommentHtml(text: string | null | undefined, options: CommentHtmlOptions = {}): string {
  if (!text) return '';
  // PeerTube restores line breaks before rendering so federated <br> keep lists working.
  const source = text.replace(/<br.?\/?>/g, '\r\n');
  const html = parser.parse(source, { async: false }) as string;
  const fragment = sanitizer().sanitize(html, {
    ALLOWED_TAGS: ['a', 'p', 'span', 'br', 'strong', 'em', 'ul', 'ol', 'li'],
    ALLOWED_ATTR: ['href', 'target', 'rel', 'data-mention'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  // Links without a usable address are just their text.
  fragment.querySelectorAll('a:not([href])').forEach((a) => a.replaceWith(...Array.from(a.childNodes)));
  fragment.querySelectorAll('a[data-mention]').forEach((a) => {
    a.removeAttribute('data-mention');
    a.className = 'comment-mention';
    const own = options.instanceHost && a.getAttribute('href')?.endsWith(`@${options.instanceHost}`);
    if (own) a.setAttribute('href', a.getAttribute('href')!.slice(0, -(options.instanceHost!.length + 1)));
  });
  if (options.videoShortUUID) linkTimestamps(fragment, options.videoShortUUID);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
