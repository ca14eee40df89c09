import { useEffect, useState } from 'react';
import { instanceUrl } from '../../stores/instance/client-settings';

/** Props: HTML a plugin registered (a description or an html block) and the element's class. */
export interface ServerHtmlProps {
  html: string | undefined;
  className?: string;
  id?: string;
}

/** Plugin-given HTML through the sanitiser (src/lib/markdown.ts, loaded lazily); its text until then. */
export default function ServerHtml({ html, className, id }: ServerHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    if (html)
      void import('../../lib/markdown')
        .then((m) => {
          if (live) setClean(m.renderMarkdownSync(html, { html: true, instanceUrl: instanceUrl() }));
        })
        .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [html]);
  if (!html) return null;
  if (clean !== null) return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
  return (
    <div id={id} className={className}>
      {html.replace(/<[^>]*>/g, '')}
    </div>
  );
}
