// When the server config cannot be read, say so visibly with a retry button instead of leaving a blank page.
import { $config, loadConfig } from '../stores/instance/config';
import { SETTINGS_UNREADABLE } from '../stores/instance/client-settings';
import { t } from '../i18n';

const ID = 'config-error';

/** Shows or removes the config error alert at the top of <main>. */
function render(): void {
  const state = $config.get();
  document.getElementById(ID)?.remove();
  if (state.status !== 'error') return;
  const box = document.createElement('div');
  box.id = ID;
  box.className = 'alert alert-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  // textContent: the server's message is never HTML.
  text.textContent = `${t('config.error', 'The instance configuration could not be loaded.')} ${state.error.message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button';
  retry.textContent = t('common.retry', 'Retry');
  // Without the site's settings nothing on the page could load (the account, the lists): Retry starts the page again,
  // even when the settings have been read meanwhile (what failed for want of them is not asked again otherwise).
  const unreadable = state.error.code === SETTINGS_UNREADABLE;
  retry.addEventListener('click', () => (unreadable ? location.reload() : void loadConfig()));
  box.append(text, retry);
  document.getElementById('main')?.prepend(box);
}

$config.subscribe(render);
