import { useEffect, useMemo, useState } from 'react';
import { renderMarkdownLite } from '../../lib/markdown-lite';
import { renderMarkdownFull } from '../../lib/markdown-full';
import { instanceUrl } from '../../stores/instance/client-settings';

/**
 * Server markdown as HTML safe for innerHTML, or null while it is not ready (show the text meanwhile). Texts within
 * markdown-lite's subset render at once without loading anything; others go through the sanitiser
 * (src/lib/markdown.ts, loaded on demand). A rendering of an older source is never returned for a newer one.
 */
export function useMarkdown(source: string | null | undefined): string | null {
  const lite = useMemo(() => (source ? renderMarkdownLite(source) : null), [source]);
  const [full, setFull] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!source || lite !== null) return undefined;
    let live = true;
    void renderMarkdownFull(source, instanceUrl()).then((html) => {
      if (live && html !== null) setFull({ source, html });
    });
    return () => {
      live = false;
    };
  }, [source, lite]);
  return lite ?? (source && full?.source === source ? full.html : null);
}
