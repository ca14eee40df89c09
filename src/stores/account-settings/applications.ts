// "Applications": the feed token that lets feed readers fetch the person's subscription feed, shown with its URLs
// and renewable (old URLs stop working, so renewing asks first).
import { api } from '../instance/api';
import { getFeedToken, renewFeedToken } from '../../api/users';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { instanceUrl } from '../instance/client-settings';
import { asApiError, loadable } from '../common/loadable';
import { toast } from '../shell/toasts';

/** The feed token (loaded when the page asks). */
export const feedToken = loadable(async () => (await getFeedToken(api)).feedToken);

/** The subscription feed URLs (RSS, Atom, JSON) of an account with its token, as PeerTube serves them. */
export function subscriptionFeeds(
  base: string,
  accountId: number,
  token: string,
): Array<{ format: string; url: string }> {
  const query = `?accountId=${accountId}&token=${encodeURIComponent(token)}`;
  const root = base.replace(/\/$/, '') || (typeof location !== 'undefined' ? location.origin : '');
  return [
    { format: 'RSS', url: `${root}/feeds/subscriptions.xml${query}` },
    { format: 'Atom', url: `${root}/feeds/subscriptions.atom${query}` },
    { format: 'JSON', url: `${root}/feeds/subscriptions.json${query}` },
  ];
}

/** The instance's base URL for feed links. */
export const feedBase = () => instanceUrl();

/** Renews the token after a confirmation. */
export async function renewToken(): Promise<void> {
  const answer = await confirm({
    title: t('applications.renewTitle', 'Renew the feed token'),
    message: t(
      'applications.renewMessage',
      'Feed readers using the current address will stop receiving your feed until they use the new one. Proceed?',
    ),
    confirmButtonText: t('applications.renew', 'Renew token'),
  });
  if (!answer.confirmed) return;
  try {
    const { feedToken: token } = await renewFeedToken(api);
    feedToken.$store.set({ status: 'ready', data: token });
    toast({ severity: 'success', summary: t('applications.renewed', 'Token renewed. Update your feed readers.') });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}
