import { useStore } from '@nanostores/react';
import { $language } from '../../i18n';
import { useT } from '../../i18n/useT';
import { markdownHelpHtml } from '../../lib/markdown-help';
import { useHydrated } from './useHydrated';
import './markdown-help.css';

/** Props: the field the help is about (its id), so the disclosure names it for screen readers. */
export interface MarkdownHelpProps {
  /** Accessible name of the field, e.g. "Description". */
  field: string;
}

/** "Markdown help" beside a markdown field: what the server renders, from the page's build-time template. */
export default function MarkdownHelp({ field }: MarkdownHelpProps) {
  const t = useT();
  const language = useStore($language);
  // The templates are in the page, not in the build's render of the island: read them once hydrated.
  const html = useHydrated() ? markdownHelpHtml(language) : null;
  if (html === null) return null;
  return (
    <details className="markdown-help">
      <summary>
        {t('markdown.help', 'Markdown help')}
        <span className="visually-hidden"> ({field})</span>
      </summary>
      {/* Our own text, rendered from the repository's markdown at build time: not server content. */}
      <div className="markdown-help-body" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}
