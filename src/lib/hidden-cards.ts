// Which cards a video list leaves out (the person blocked the video, muted its account or instance through a card's
// menu: stores/dialogs/card-menu.ts keeps what). Pure, and loaded with the lists that show cards only.

/** The fields of a listed video this reads. */
export interface ListedVideo {
  uuid: string;
  account?: { name?: string; host?: string };
  channel?: { host?: string };
}

/** What the person took out of lists through card menus in this page: blocked videos, muted accounts and instances. */
export interface HiddenCards {
  /** Video uuids. */
  videos: string[];
  /** Account handles, `name@host` (the instance's host for local accounts). */
  accounts: string[];
  hosts: string[];
}

/** Whether a listed video is left out: blocked here, or its account or (remote) instance muted here. */
export function isHiddenCard(video: ListedVideo, hidden: HiddenCards, localHost: string): boolean {
  if (!hidden.videos.length && !hidden.accounts.length && !hidden.hosts.length) return false;
  const host = video.account?.host || video.channel?.host || localHost;
  return (
    hidden.videos.includes(video.uuid) ||
    (!!video.account?.name && hidden.accounts.includes(`${video.account.name}@${host}`)) ||
    (host !== localHost && hidden.hosts.includes(host))
  );
}

/** The cards of `items` a list shows: `items` itself while nothing is hidden, so a list of 2,000 cards pays nothing for
 *  this on each page it adds (issue #34); else those `isHiddenCard` keeps, the local host asked once, not per card (it
 *  parses a URL). */
export function visibleCards<T>(items: T[], hidden: HiddenCards, localHost: () => string): T[] {
  if (!hidden.videos.length && !hidden.accounts.length && !hidden.hosts.length) return items;
  const host = localHost();
  return items.filter((item) => !isHiddenCard(item as ListedVideo, hidden, host));
}
