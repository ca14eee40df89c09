// Personal blocklists (muted accounts and servers): what a viewer muted leaves their lists.

/** Whether `viewer` muted the account (or its server): its videos and comments leave the viewer's lists. */
export function mutedBy(store, viewer, accountId) {
  if (!viewer) return false;
  const account = store.accountById(accountId);
  return store.userBlocks.some(
    (b) => b.byAccountId === viewer.accountId && (b.accountId === accountId || (b.host && account?.host === b.host)),
  );
}
