// Changing a video's owner, as PeerTube does it: the owner offers the video to another account of the instance
// (the manage page's form), that account sees the offer in /my-library/ownership and accepts it into one of its
// channels, or refuses it.
import { api } from '../instance/api';
import type { Api } from '../../api/client';
import { acceptOwnership, giveOwnership, listOwnershipChanges, refuseOwnership } from '../../api/ownership';
import type { VideoChangeOwnership } from '../../api/types';
import { t } from '../../i18n';
import { createForm } from '../common/form';
import { asApiError } from '../common/loadable';
import { pagedList, type ListQuery } from '../common/paged-list';
import { toast } from '../shell/toasts';

/** One page of the ownership changes, asked of `client` (the page's early request runs it through a recorder). */
export const myOwnershipPage =
  (client: Api) =>
  ({ start, count, sort }: ListQuery<Record<string, string>>) =>
    listOwnershipChanges(client, { start, count, sort });

/** The ownership changes offered to the person, newest first. */
export const myOwnership = pagedList<VideoChangeOwnership>({
  fetch: myOwnershipPage(api),
  key: (change) => change.id,
  sort: '-createdAt',
});

/** Accepts an offered video into `channelId`, or refuses it; the row shows the answer at once and goes back if the
 *  server refuses (e.g. not enough quota left for the video). Resolves to whether it worked. */
export async function answerOwnership(
  change: VideoChangeOwnership,
  decision: 'accept' | 'refuse',
  channelId?: number,
): Promise<boolean> {
  if (decision === 'accept' && !channelId) return false;
  try {
    await myOwnership.optimistic(change.id, { status: decision === 'accept' ? 'ACCEPTED' : 'REFUSED' }, () =>
      decision === 'accept' ? acceptOwnership(api, change.id, channelId!) : refuseOwnership(api, change.id),
    );
    toast({
      severity: 'success',
      summary:
        decision === 'accept'
          ? t('ownership.accepted', '"{name}" is yours now.', { name: change.video.name })
          : t('ownership.refused', 'You refused "{name}".', { name: change.video.name }),
    });
    return true;
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
    return false;
  }
}

/** A PeerTube username: letters, digits, dots, dashes and underscores (1–50). */
const USERNAME = /^[a-z0-9._-]{1,50}$/i;

/** The form that offers the video `videoId` to another account of the instance. */
export function giveOwnershipForm(videoId: number) {
  return createForm<{ username: string }>({
    initial: { username: '' },
    validate: (v) => ({
      username: !v.username.trim()
        ? t('form.required', 'This field is required.')
        : USERNAME.test(v.username.trim().replace(/^@/, ''))
          ? ''
          : t('ownership.badUsername', 'Write the username of an account of this instance, like alice.'),
    }),
    submit: async (v) => {
      const username = v.username.trim().replace(/^@/, '');
      try {
        await giveOwnership(api, videoId, username);
      } catch (error) {
        const e = asApiError(error);
        // PeerTube answers 400 for any name it cannot find among its local accounts.
        if (e.status === 400) {
          throw Object.assign(e, {
            invalidParams: {
              username: t(
                'ownership.unknownUser',
                'No account of this instance has this username (a video can only go to a local account).',
              ),
            },
          });
        }
        throw e;
      }
      toast({
        severity: 'success',
        summary: t('ownership.offered', 'The video was offered to {username}: it changes owner when they accept.', {
          username,
        }),
      });
    },
    saved: () => ({ username: '' }),
  });
}
