// Shell start-up on every page: read the config at runtime and reflect it in the static header.
import { $config } from '../stores/config';
import { $me } from '../stores/user';
import { $tokens } from '../stores/session';
import { loadCatalog, $language } from '../i18n';
import { reportStartFailure } from '../lib/startup';

try {
  const root = document.documentElement;
  $config.subscribe((state) => {
    root.dataset.config = state.status;
    if (state.status !== 'ready') return;
    const name = state.data.instance?.name ?? '';
    const pageTitle = document.querySelector<HTMLMetaElement>('meta[name="page-title"]')?.content;
    if (name) document.title = pageTitle ? `${pageTitle} - ${name}` : name;
    document.querySelectorAll<HTMLElement>('[data-instance-name]').forEach((el) => {
      el.textContent = name;
      el.hidden = Boolean(state.data.client?.header?.hideInstanceName);
    });
  });
  $me.subscribe((state) => {
    root.dataset.account = $tokens.get() ? state.status : 'none';
  });
  $language.subscribe((code) => {
    root.lang = code;
    void loadCatalog(code);
  });
} catch (error) {
  reportStartFailure(error);
}
