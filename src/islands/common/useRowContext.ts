import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $catalog, $language } from '../../i18n';
import { $clientSettings, instanceHost } from '../../stores/instance/client-settings';
import { $serverT } from '../../stores/instance/server-labels';
import { formatterFor, type RowContext } from '../../lib/rows/view';

/** The context row models (lib/rows/*) render the island's rows in: the interface language, its catalog and the server's
 *  labels in it, and the
 *  instance's media origin and host; the early paint builds the same from the page's early answers. */
export function useRowContext(): RowContext {
  const language = useStore($language);
  const catalog = useStore($catalog);
  const { instanceUrl } = useStore($clientSettings);
  const serverT = useStore($serverT);
  return useMemo(
    () => ({ fmt: formatterFor(language, catalog, undefined, serverT), base: instanceUrl, host: instanceHost() }),
    [language, catalog, instanceUrl, serverT],
  );
}
