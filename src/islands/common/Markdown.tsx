import { useMarkdown } from './useMarkdown';

/** Props: the markdown source (server text) and an optional class. */
export interface MarkdownProps {
  source: string | null | undefined;
  className?: string;
}

/** Server markdown rendered safely (useMarkdown); plain text until it is ready. */
export default function Markdown({ source, className }: MarkdownProps) {
  const html = useMarkdown(source);
  if (!source) return null;
  // Only useMarkdown's output (markdown-lite's, safe by construction, or the sanitiser's) reaches innerHTML; until
  // then React escapes the text.
  if (html !== null)
    return <div className={`markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`markdown markdown-plain ${className ?? ''}`}>{source}</div>;
}
