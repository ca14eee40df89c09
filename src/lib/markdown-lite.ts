// A tiny renderer for the markdown most short texts use (the instance's broadcast message, video descriptions,
// comments), so that showing one does not load marked + DOMPurify (~25 KB gzip). It knows a strict subset: paragraphs,
// line breaks, **strong**, *em* / _em_ (simple, word-bounded), underscores inside words, and [text](http(s)://… or
// /path) links. Its output is safe by construction: it writes only those tags, every text piece goes through
// escapeText, and hrefs match a narrow character set. Anything else returns null and the caller uses lib/markdown.ts;
// null is always a correct answer, an output different from renderMarkdownSync's is a bug
// (tests/unit/dialogs/markdown-lite.test.ts checks both).
import { isExternal, LINK_REL } from './link-target';

// Anywhere in text: HTML, code, escapes, strikethrough, tables, headings, mentions/emails, GFM autolinks, images,
// underscores and asterisks outside a matched emphasis, stray brackets,
// and whitespace or control characters marked or the HTML serialiser treat specially.
const OUTSIDE =
  // eslint-disable-next-line no-control-regex
  /[<>&`\\~|#@*_[\]\t\0-\x08\x0b-\x1f\x7f-\xa0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]|:\/\/|www\./i;

// At a line's start or end: indentation, trailing spaces (hard breaks), block quotes, headings, list items, setext
// underlines and thematic breaks (`***`, `___`, `* * *`).
const BLOCK = /^(?: |[-+=>#]|\d+[.)]|[*_]+(?: |$))| $/;

// One emphasis (its marker, then content starting with a letter or digit and ending with one or `.!?:)`), or one link
// whose target is an http(s) URL or a same-site path, from characters encodeURI and the HTML serialiser leave as is.
const PIECE =
  /(\*\*|\*|_)([\p{L}\p{N}](?:[^*_[\]\n]*[\p{L}\p{N}.!?:)])?)\1|\[([^*_[\]\n]+)\]\((https?:\/\/[\w-][\w\-.:/?#=%+,;@!]*|\/(?!\/)[\w\-.:/?#=%+,;@!]*)\)/gu;

// What may stand right before an emphasis' opening marker and right after its closing one: with these the markers are
// plainly left- and right-flanking (CommonMark), so marked pairs them exactly as we do.
const BEFORE = /^[\s("']?$/;
const AFTER = /^[\s.,;:!?)'"]?$/;

// Underscores inside a word (maker_channel, NEW_VIDEO, 1_000): neither left- nor right-flanking alone, they can open or
// close no emphasis (CommonMark), so marked writes them as text. A paragraph whose underscores are all such is read
// with them as text, and without `_` emphasis.
const INTRAWORD_UNDERSCORES = /(?<=[\p{L}\p{N}])_+(?=[\p{L}\p{N}])/gu;
const PIECE_NO_UNDERSCORE = new RegExp(PIECE.source.replace('(\\*\\*|\\*|_)', '(\\*\\*|\\*)'), 'gu');

/** Text made HTML-safe; a no-op given OUTSIDE, kept so that loosening OUTSIDE can never let markup through. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One piece of plain text, or null if it holds anything outside the subset; newlines become <br> (marked's `breaks`).
 *  With `words`, underscores are text (the paragraph's are all inside words). */
function plain(text: string, words = false): string | null {
  return OUTSIDE.test(words ? text.replace(/_/g, '') : text) ? null : escapeText(text).replace(/\n/g, '<br>');
}

/** One paragraph's inline markup, or null. */
function inline(source: string): string | null {
  const words = source.includes('_') && !source.replace(INTRAWORD_UNDERSCORES, '').includes('_');
  let out = '';
  let at = 0;
  for (const match of source.matchAll(words ? PIECE_NO_UNDERSCORE : PIECE)) {
    const [whole, marker, content, label, href] = match;
    const before = plain(source.slice(at, match.index), words);
    at = match.index + whole.length;
    if (before === null) return null;
    let piece: string | null;
    if (marker) {
      if (!BEFORE.test(source.charAt(match.index - 1)) || !AFTER.test(source.charAt(at))) return null;
      const tag = marker === '**' ? 'strong' : 'em';
      piece = plain(content);
      if (piece !== null) piece = `<${tag}>${piece}</${tag}>`;
    } else {
      if (source.charAt(match.index - 1) === '!') return null; // ![…](…) is an image
      piece = plain(label);
      if (piece !== null)
        piece = `<a href="${href}" rel="${LINK_REL}"${isExternal(href) ? ' target="_blank"' : ''}>${piece}</a>`;
    }
    if (piece === null) return null;
    out += before + piece;
  }
  const rest = plain(source.slice(at), words);
  return rest === null ? null : out + rest;
}

/**
 * Markdown → the exact HTML renderMarkdownSync (lib/markdown.ts) would give, for a strict subset of markdown;
 * null when the source uses anything else, so the caller falls back to the full renderer.
 */
export function renderMarkdownLite(source: string | null | undefined): string | null {
  if (!source) return '';
  // marked reads \r\n and \r as \n and ignores blank lines around the text.
  const text = source.replace(/\r\n?/g, '\n').replace(/^\n+|\n+$/g, '');
  let out = '';
  for (const paragraph of text ? text.split(/\n{2,}/) : []) {
    if (paragraph.split('\n').some((line) => BLOCK.test(line))) return null;
    const html = inline(paragraph);
    if (html === null) return null;
    out += `<p>${html}</p>\n`;
  }
  return out;
}

/** PeerTube's comment timestamps (markdown.service processVideoTimestamps): h:mm:ss or m:ss, which lib/comment-html.ts
 *  links to the video at that time; a comment with one is not plain. */
export const COMMENT_TIME = /\b((\d{1,2}):)?(\d{1,2}):(\d{1,2})\b/;

/**
 * A comment's text → the exact HTML renderCommentHtml (lib/comment-html.ts, marked + DOMPurify, ~25 KB) would give,
 * for comments of plain paragraphs and emphasis — most of them: a watch page then loads nothing to show its comments.
 * Null for anything else (links, which comments open differently, times, mentions, lists…): the caller loads the
 * full renderer. Tested equal to it over a corpus (tests/unit/share/comment-html.test.ts).
 */
export function renderCommentLite(text: string | null | undefined): string | null {
  if (!text) return '';
  if (COMMENT_TIME.test(text)) return null;
  const html = renderMarkdownLite(text);
  return html === null || html.includes('<a ') ? null : html;
}
