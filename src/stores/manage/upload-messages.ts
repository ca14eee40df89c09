// The publish page's messages, as plugins may rewrite them (PeerTube's `filter:upload.messages.create.result`, with
// its four keys: no quota, auto-blocked, daily quota left, quota left).
import { atom } from 'nanostores';
import { t } from '../../i18n';
import { runHook } from '../plugins/run-hook';

/** The messages, by PeerTube's keys. */
export interface UploadMessages {
  noQuota: string;
  autoBlock: string;
  quotaLeftDaily: string;
  quotaLeft: string;
}

const defaults = (): UploadMessages => ({
  noQuota: t(
    'publish.disabled',
    'Your video quota is 0: uploading videos is disabled for your account. Contact the administrator.',
  ),
  autoBlock: t(
    'publish.autoBlock',
    'Uploaded videos are reviewed before publishing for your account. If you want to add videos without moderation review, an admin must turn off your videos auto-block.',
  ),
  quotaLeftDaily: t(
    'publish.quotaLeftDaily',
    'Your daily video quota is insufficient. If you want to add more videos, you must wait for 24 hours or an admin must increase your daily quota.',
  ),
  quotaLeft: t(
    'publish.quotaLeft',
    'Your video quota is insufficient. If you want to add more videos, an admin must increase your quota.',
  ),
});

/** The messages as shown (the defaults until the plugins have had their say). */
export const $uploadMessages = atom<UploadMessages>(defaults());

/** Builds the messages through the plugins' filter. */
export async function loadUploadMessages(): Promise<void> {
  const messages = await runHook('filter:upload.messages.create.result', defaults());
  if (messages && typeof messages === 'object') $uploadMessages.set({ ...defaults(), ...messages });
}
