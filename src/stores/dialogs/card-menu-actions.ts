// What a video card's "More actions" menu offers and does, as PeerTube's video miniature menu
// (client/src/app/shared/shared-video-miniature/video-actions-dropdown in 7.0): save to a playlist, share, download,
// report, mute the account or its instance, block (moderators), edit and delete (the owner; delete also for
// moderators who may remove any video). Loaded with the menu only; each
// action opens the dialog the watch page uses (their tiny stores) or asks for a confirmation.
import type { Me } from '../../api/users';
import { hasRight, Right } from '../../lib/rights';
import { openBlockVideo } from './block-video-dialog';
import { openBanAccount } from './ban-account-dialog';
import { hideCards, type CardVideo } from './card-menu';
import { deleteVideoConfirmed } from './delete-video';
import { openDownload } from './download-dialog';
import { muteFromContent } from './mute-account';
import { muteServerFromContent } from './mute-instance';
import { openReport } from './report-dialog';
import { openSaveToPlaylist } from './save-to-playlist-dialog';
import { openShare } from './share-dialog';

/** The menu's entries, in PeerTube's order. */
export type CardAction =
  | 'save'
  | 'share'
  | 'download'
  | 'edit'
  | 'block'
  | 'delete'
  | 'report'
  | 'mute-account'
  | 'mute-instance'
  | 'ban-account';

/** The host of a video's account when it is another instance's ('' for local videos). */
export function remoteHost(video: CardVideo, localHost: string): string {
  const host = video.account?.host ?? video.channel?.host ?? '';
  if (video.isLocal === true) return '';
  return host && host !== localHost ? host : '';
}

/** Whether the viewer owns the video (their account published it). */
export function ownsVideo(me: Me | null | undefined, video: CardVideo, localHost: string): boolean {
  const account = video.account;
  if (!me || !account || remoteHost(video, localHost)) return false;
  if (account.id != null && me.account?.id != null) return account.id === me.account.id;
  return !!account.name && account.name === (me.account?.name ?? me.username);
}

/** The entries a viewer sees (`me` null for visitors): PeerTube's rules for each. */
export function cardActions(video: CardVideo, me: Me | null | undefined, localHost: string): CardAction[] {
  const loggedIn = !!me;
  const own = ownsVideo(me, video, localHost);
  const host = remoteHost(video, localHost);
  const out: CardAction[] = [];
  if (loggedIn && video.id != null) out.push('save');
  out.push('share');
  if (!video.isLive) out.push('download');
  if (own) out.push('edit');
  if (loggedIn && video.id != null && hasRight(me, Right.manageVideoBlacklist)) out.push('block');
  if (loggedIn && video.id != null && (own || hasRight(me, Right.removeAnyVideo))) out.push('delete');
  if (loggedIn && video.id != null && !own) out.push('report');
  if (loggedIn && !own && video.account?.name) out.push('mute-account');
  if (loggedIn && !own && host) out.push('mute-instance');
  return out;
}

/**
 * The watch page's menu of further actions (PeerTube's watch-page dropdown; Share, Save, Download and Report are
 * buttons beside it): edit (owner), block (moderators), ban the account's user (those who manage users, a local
 * account not their own), mute the account, mute its instance. Empty for visitors.
 */
export function watchActions(video: CardVideo, me: Me | null | undefined, localHost: string): CardAction[] {
  if (!me) return [];
  const card = cardActions(video, me, localHost);
  const own = ownsVideo(me, video, localHost);
  const out: CardAction[] = card.filter((a) => a === 'edit' || a === 'block');
  if (!own && !remoteHost(video, localHost) && video.account?.name && hasRight(me, Right.manageUsers))
    out.push('ban-account');
  return [...out, ...card.filter((a) => a === 'mute-account' || a === 'mute-instance')];
}

/** Where "Edit" leads: the video's management page. */
export const editPath = (video: CardVideo): string => `/videos/manage/${video.uuid}`;

/** Does an entry: opens its dialog, asks to confirm a mute, or goes to the edit page. */
export function runCardAction(action: CardAction, video: CardVideo, localHost: string): void {
  const name = video.name;
  switch (action) {
    case 'save':
      return openSaveToPlaylist({ id: video.id!, name, duration: video.duration });
    case 'share':
      return openShare({
        video: {
          uuid: video.uuid,
          shortUUID: video.shortUUID ?? video.uuid,
          name,
          duration: video.duration,
          isLive: video.isLive,
          aspectRatio: video.aspectRatio,
          privacy: video.privacy?.id,
          isLocal: !remoteHost(video, localHost),
          url: video.url,
        },
      });
    case 'download':
      return openDownload({ id: video.uuid, name });
    case 'edit':
      return location.assign(editPath(video));
    // Gone from every list on the page once the server has removed it.
    case 'delete': {
      void deleteVideoConfirmed({ id: video.id!, name }, () => hideCards({ videos: [video.uuid] }));
      return;
    }
    case 'block':
      return openBlockVideo({ id: video.id!, uuid: video.uuid, name, isLocal: !remoteHost(video, localHost) });
    case 'report':
      return openReport({ kind: 'video', id: video.id!, name, duration: video.duration });
    case 'mute-account': {
      const account = video.account!;
      void muteFromContent(
        { name: account.name, host: account.host ?? undefined, displayName: account.displayName },
        () => hideCards({ accounts: [`${account.name}@${account.host || localHost}`] }),
      );
      return;
    }
    case 'mute-instance': {
      const host = remoteHost(video, localHost);
      void muteServerFromContent(host, () => hideCards({ hosts: [host] }));
      return;
    }
    case 'ban-account': {
      const account = video.account!;
      return openBanAccount({ name: account.name!, displayName: account.displayName ?? account.name! });
    }
  }
}
