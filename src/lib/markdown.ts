import { Marked } from 'marked';
import { sanitizeHtml } from './sanitize';

/** Options of one rendering. */
export interface MarkdownOptions {
  /** Keep raw HTML written in the markdown (still sanitised); by default it is shown as text. */
  html?: boolean;
  /** The instance's origin ('' = this page's): its images may load, other origins' become links. */
  instanceUrl?: string;
  /** A custom page (the homepage, the instance description): raw HTML kept with PeerTube's custom markup elements,
   *  and line breaks as markdown means them (PeerTube's customPageMarkdownIt: `breaks: false`). */
  customMarkup?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// One parser per kind rather than one toggled at runtime: marked's renderer is shared state.
const withHtml = new Marked({ gfm: true, breaks: true, async: false });
const customPage = new Marked({ gfm: true, breaks: false, async: false });
const textOnly = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: { html: ({ text }) => escapeHtml(text) },
});

/** Markdown → sanitised HTML, synchronously (callers load this module with import()). */
export function renderMarkdownSync(source: string | null | undefined, options: MarkdownOptions = {}): string {
  if (!source) return '';
  const parser = options.customMarkup ? customPage : options.html ? withHtml : textOnly;
  return sanitizeHtml(parser.parse(source, { async: false }) as string, options.instanceUrl ?? '', {
    customMarkup: options.customMarkup,
  });
}

/** Markdown → sanitised HTML; the one way server markdown reaches innerHTML. */
export async function renderMarkdown(
  source: string | null | undefined,
  options: MarkdownOptions = {},
): Promise<string> {
  return renderMarkdownSync(source, options);
}
