// Where the build-time markdown help (components/MarkdownHelpTemplates.astro) sits in a page.

/** Id prefix of the help's templates; the interface language's code follows (`markdown-help-fr`). */
export const MARKDOWN_HELP_TEMPLATE = 'markdown-help';

/** The help's HTML for a language (English when that language has none), or null on a page without it. */
export function markdownHelpHtml(
  language: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string | null {
  const template = (doc?.getElementById(`${MARKDOWN_HELP_TEMPLATE}-${language}`) ??
    doc?.getElementById(`${MARKDOWN_HELP_TEMPLATE}-en`)) as HTMLTemplateElement | null;
  return template ? template.innerHTML : null;
}
