import DOMPurify from 'dompurify';

// Our own DOMPurify instance: the hooks below must not leak into anyone else's use of the library.
let purify: ReturnType<typeof DOMPurify> | null = null;

// URL schemes that run code or smuggle content; checked after stripping whitespace and control characters.
const UNSAFE_URL = /^(?:javascript|vbscript|data|livescript|mocha):/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'srcset'];

/** Whether a link leaves the page's origin (those open in a new tab). */
function isExternal(href: string): boolean {
  try {
    return new URL(href, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute?.(name);
      // eslint-disable-next-line no-control-regex
      if (value !== null && value !== undefined && UNSAFE_URL.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))) {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      if (isExternal(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
  });
  return purify;
}

/** Server or author HTML made safe to insert: no scripts, event handlers, styles, forms, frames or javascript:/data: URLs. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html ?? '', {
    FORBID_TAGS: ['style', 'script', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset',
      'object', 'embed', 'base', 'link', 'meta', 'svg', 'math', 'template', 'noscript'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
