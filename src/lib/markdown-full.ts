// The full markdown renderer (marked + DOMPurify, lib/markdown.ts) loaded on demand, for what markdown-lite declines.
// Apart from markdown-lite, whose importers include the early paints: bundled into a page's HTML, this dynamic
// import would bring the whole renderer along.
/** The full renderer's sanitised HTML for what markdown-lite declines (lib/markdown.ts, loaded on demand), or null
 *  when it could not load: the caller keeps showing the text. */
export function renderMarkdownFull(source: string, instanceUrl: string): Promise<string | null> {
  return import('./markdown').then((m) => m.renderMarkdown(source, { instanceUrl })).catch(() => null);
}
