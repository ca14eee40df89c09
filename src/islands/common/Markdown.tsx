import { useEffect, useMemo, useState } from 'react';
import { renderMarkdownLite } from '../../lib/markdown-lite';

/** Props: the markdown source (server text) and an optional class. */
export interface MarkdownProps {
  source: string | null | undefined;
  className?: string;
}

/** Server markdown rendered through the sanitiser (src/lib/markdown.ts, lazy-loaded); plain text until it is ready.
 *  Short simple texts (see lib/markdown-lite.ts) render at once, without loading the sanitiser at all. */
export default function Markdown({ source, className }: MarkdownProps) {
  const lite = useMemo(() => (source ? renderMarkdownLite(source) : null), [source]);
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    if (source && lite === null) {
      void import('../../lib/markdown')
        .then((m) => m.renderMarkdown(source))
        .then((out) => { if (live) setHtml(out); })
        .catch(() => undefined);
    }
    return () => { live = false; };
  }, [source, lite]);
  if (!source) return null;
  // Only sanitised HTML from src/lib/markdown.ts (or markdown-lite's, safe by construction) reaches innerHTML; until
  // then React escapes the text.
  if (lite !== null) return <div className={`markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: lite }} />;
  if (html !== null) return <div className={`markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`markdown markdown-plain ${className ?? ''}`}>{source}</div>;
}
