import DOMPurify from 'dompurify';
import { t } from '../i18n';
import { isExternal, LINK_REL } from './link-target';
import { isCustomMarkupAttribute, isCustomMarkupTag } from './custom-markup';

// Our own DOMPurify instance: the hooks below must not leak into anyone else's use of the library.
let purify: ReturnType<typeof DOMPurify> | null = null;

// URL schemes that run code or smuggle content; checked after stripping whitespace and control characters.
const UNSAFE_URL = /^(?:javascript|vbscript|data|livescript|mocha):/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'srcset'];

function instance(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute?.(name);
      if (
        value !== null &&
        value !== undefined &&
        // eslint-disable-next-line no-control-regex -- control characters are stripped before the scheme check
        UNSAFE_URL.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))
      ) {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', LINK_REL);
      if (isExternal(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
  });
  return purify;
}

/** Whether an image is served by this page's origin or the instance's (those may load; others would track readers). */
function isOwnImage(src: string, own: string): boolean {
  try {
    const origin = new URL(src, location.href).origin;
    return origin === location.origin || (own !== '' && origin === new URL(own).origin);
  } catch {
    return false;
  }
}

/**
 * Remote images are not loaded behind the reader's back (tracking pixels, IP leaks): each becomes a link saying it
 * is an image, which the reader may open. Parsed in an inert <template>, so nothing is fetched meanwhile.
 */
function linkRemoteImages(html: string, instanceUrl: string): string {
  if (!html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const img of template.content.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (src && isOwnImage(src, instanceUrl)) continue;
    if (!src) {
      img.remove();
      continue;
    }
    const link = document.createElement('a');
    link.href = src;
    link.className = 'remote-image';
    link.rel = 'nofollow noopener noreferrer';
    link.target = '_blank';
    link.textContent = t('markdown.remoteImage', 'Image from {host}: {description}', {
      host: new URL(src, location.href).host,
      description:
        img.getAttribute('alt') || img.getAttribute('title') || t('markdown.noDescription', 'no description'),
    });
    img.replaceWith(link);
  }
  return template.innerHTML;
}

/** Options of one sanitising. */
export interface SanitizeOptions {
  /** Keep PeerTube's custom markup elements (lib/custom-markup.ts) with the data-* attributes each one reads, and
   *  nothing else of theirs: the homepage and the instance description (the islands draw them afterwards). */
  customMarkup?: boolean;
}

/**
 * Server or author HTML made safe to insert: no scripts, event handlers, styles, forms, frames or javascript:/data: URLs,
 * and images from other origins than this page's and the instance's (`instanceUrl`, '' = same origin) turned into links.
 */
export function sanitizeHtml(html: string, instanceUrl: string, options: SanitizeOptions = {}): string {
  return linkRemoteImages(sanitizeMarkup(html, options), instanceUrl);
}

// PeerTube's custom elements and, on each, only the attributes it reads (DOMPurify applies both checks to
// custom elements only: every other element keeps the rules below).
const CUSTOM_MARKUP = {
  tagNameCheck: (tag: string) => isCustomMarkupTag(tag.toLowerCase()),
  attributeNameCheck: (name: string, tag?: string) => isCustomMarkupAttribute(name, (tag ?? '').toLowerCase()),
  allowCustomizedBuiltInElements: false,
};

function sanitizeMarkup(html: string, options: SanitizeOptions): string {
  return instance().sanitize(html ?? '', {
    ...(options.customMarkup && { CUSTOM_ELEMENT_HANDLING: CUSTOM_MARKUP }),
    FORBID_TAGS: [
      'style',
      'script',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'base',
      'link',
      'meta',
      'svg',
      'math',
      'template',
      'noscript',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
