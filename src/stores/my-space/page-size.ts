/** Items per request of the person's own moderation lists (reports, imports, comments on their videos). */
export const PAGE_SIZE = 10;
