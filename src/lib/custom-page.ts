// A custom page (the homepage, the instance description) as sanitised HTML for its island: markdown with raw HTML,
// sanitised to PeerTube's custom page tags plus its custom markup elements (lib/custom-markup.ts). Loaded on demand
// with the full markdown renderer; the island then lays the page out (layoutCustomPage) and mounts the elements.
import { renderMarkdownSync } from './markdown';

/** The custom page's sanitised HTML. */
export function renderCustomPage(source: string, instanceUrl: string): string {
  return renderMarkdownSync(source, { customMarkup: true, instanceUrl });
}
