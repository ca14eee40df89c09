// What a person sees of moderation and imports on their own account: their abuse reports (and messages with the
// moderators), their video imports, and the comments on their videos (those held for review included).

/** Registers the routes of this area. */
export function register(router, ctx) {}
