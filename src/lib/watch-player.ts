// The watch page's <video>, reached from outside the player island (share "start at", comment timestamps).
// The player keeps its element to itself; these read and move it the way a person would with its controls.

/** The watch page's video element, if one is on the page. */
export function watchPlayerVideo(): HTMLVideoElement | null {
  return typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLVideoElement>('.player video.player-video');
}

/** Where the watch page's player is, in whole seconds (0 before it has played). */
export function watchPlayerTime(): number {
  return Math.floor(watchPlayerVideo()?.currentTime ?? 0);
}

/**
 * Moves the watch page's player to `seconds` and plays from there (PeerTube's comment timestamps do the same),
 * bringing the player into view and focusing it so its keys work at once; false when there is no player.
 */
export function seekWatchPlayer(seconds: number): boolean {
  const video = watchPlayerVideo();
  if (!video) return false;
  const to = Number.isFinite(video.duration) && video.duration > 0 ? Math.min(seconds, video.duration) : seconds;
  // Before any playback the <video> has no media yet (preload none): start it, then move once the length is known.
  if (video.readyState === 0)
    video.addEventListener(
      'loadedmetadata',
      () => {
        video.currentTime = to;
      },
      { once: true },
    );
  else video.currentTime = to;
  void video.play().catch(() => undefined);
  const region = video.closest<HTMLElement>('.player');
  region?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  region?.focus({ preventScroll: true });
  return true;
}
