// How the early banner marks the box it drew (lib/early-banner.ts), for the app's banner to keep it
// (components/banner/broadcast-banner.ts): apart, so the shell does not carry the box's code to read the mark.

/** Marks the box the early banner drew (its value: the message). */
export const EARLY_BANNER = 'data-early-banner';
