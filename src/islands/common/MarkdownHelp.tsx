import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import './markdown-help.css';

/** Props: the field the help is about (its id), so the disclosure names it for screen readers. */
export interface MarkdownHelpProps {
  /** Accessible name of the field, e.g. "Description". */
  field: string;
}

/** A translated sentence with `{name}` placeholders filled with markdown examples, each as code. */
function withCode(text: string, examples: Record<string, string>): ReactNode[] {
  return text
    .split(/(\{\w+\})/)
    .map((part, i) =>
      /^\{\w+\}$/.test(part) && part.slice(1, -1) in examples ? (
        <code key={i}>{examples[part.slice(1, -1)]}</code>
      ) : (
        part
      ),
    );
}

/** "Markdown help" beside a markdown field: what PeerTube's server renders of the text (its TEXT_RULES: emphasis,
 *  links, lists, new lines), in the interface language; the markdown itself stays as written. */
export default function MarkdownHelp({ field }: MarkdownHelpProps) {
  const t = useT();
  const bold = t('markdown.help.bold', 'bold');
  const italic = t('markdown.help.italic', 'italic');
  return (
    <details className="markdown-help">
      <summary>
        {t('markdown.help', 'Markdown help')}
        <span className="visually-hidden"> ({field})</span>
      </summary>
      <div className="markdown-help-body">
        <p>{t('markdown.help.intro', 'PeerTube shows these texts with a small part of Markdown:')}</p>
        <ul>
          <li>
            {withCode(t('markdown.help.emphasis', '{bold} and {italic}'), {
              bold: `**${bold}**`,
              italic: `*${italic}*`,
            })}
          </li>
          <li>
            {withCode(t('markdown.help.links', 'links: {example}; web addresses become links by themselves'), {
              example: '[PeerTube](https://joinpeertube.org)',
            })}
          </li>
          <li>
            {withCode(t('markdown.help.lists', 'lists: lines starting with {dash} or {number}'), {
              dash: '- ',
              number: '1. ',
            })}
          </li>
          <li>{t('markdown.help.newLines', 'a new line in the text stays a new line')}</li>
        </ul>
        <p>
          {withCode(
            t(
              'markdown.help.plain',
              'Headings, images, tables, quotes and code blocks stay plain text. In video descriptions and comments, emoji codes such as {emoji} become emoji. Scripts and unsafe HTML are always removed.',
            ),
            { emoji: ':smile:' },
          )}
        </p>
      </div>
    </details>
  );
}
