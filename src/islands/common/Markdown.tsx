import { useEffect, useState } from 'react';

/** Props: the markdown source (server text) and an optional class. */
export interface MarkdownProps {
  source: string | null | undefined;
  className?: string;
}

/** Server markdown rendered through the sanitiser (src/lib/markdown.ts, lazy-loaded); plain text until it is ready. */
export default function Markdown({ source, className }: MarkdownProps) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    if (source) {
      void import('../../lib/markdown')
        .then((m) => m.renderMarkdown(source))
        .then((out) => { if (live) setHtml(out); })
        .catch(() => undefined);
    }
    return () => { live = false; };
  }, [source]);
  if (!source) return null;
  // Only sanitised HTML from src/lib/markdown.ts reaches innerHTML; until then React escapes the text.
  if (html !== null) return <div className={`markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`markdown markdown-plain ${className ?? ''}`}>{source}</div>;
}
