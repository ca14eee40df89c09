// Ownership changes' rows, painted before the framework (lib/early-rows.ts): islands/library/MyOwnership.tsx's
// OwnershipRow.
import { clone, fillMarkers, marker, ROW_TEMPLATE, SAMPLE_COUNT, type Context, type RowPainter } from './early-rows';
import { dateEnglish } from './format';
import { ownershipStatusText } from './ownership-status';
import { english } from './video-status';

/** An ownership change's fields the early row shows (GET /api/v1/videos/ownership). */
export interface EarlyRowOwnership {
  id: number;
  status: string;
  createdAt: string;
  initiatorAccount?: { name?: string; displayName?: string } | null;
  video?: { uuid?: string; shortUUID?: string; name?: string } | null;
}

/** A channel of the person's, to take an offered video into (GET /api/v1/accounts/{name}/video-channels). */
export interface EarlyRowOwnChannel {
  id: number;
  displayName?: string;
}

/** An offer waiting for an answer, from an account with a display name. */
export const SAMPLE_OWNERSHIP = {
  id: 0,
  status: 'WAITING',
  createdAt: '2000-01-01T00:00:00.000Z',
  initiatorAccount: { name: marker('from'), displayName: marker('from') },
  video: { uuid: marker('id'), shortUUID: marker('id'), name: marker('name') },
};

/** The channels its select offers: one, whose option the painter clones per channel. */
export const SAMPLE_OWN_CHANNELS = [{ id: SAMPLE_COUNT, displayName: marker('channel') }];

/** A row of Ownership changes (islands/library/MyOwnership.tsx's OwnershipRow): while waiting, its select lists the
 *  person's channels (the first chosen), with an id of its own (the template's is one for every clone). */
export function paintOwnershipRow(doc: Document, change: EarlyRowOwnership, ctx: Context): Element {
  const row = clone(doc, ROW_TEMPLATE);
  const video = change.video;
  const from = change.initiatorAccount?.displayName || change.initiatorAccount?.name;
  fillMarkers(row, {
    id: String(video?.shortUUID || video?.uuid || ''),
    name: String(video?.name ?? ''),
    from: String(from ?? ''),
  });
  const time = row.querySelector('time');
  time?.setAttribute('datetime', String(change.createdAt));
  if (time) time.textContent = dateEnglish(change.createdAt);
  const badge = row.querySelector('.manage-badge');
  if (badge) badge.textContent = ownershipStatusText(change.status, english);
  const actions = row.querySelector('.ownership-actions');
  if (change.status !== 'WAITING') {
    actions?.remove();
    return row;
  }
  const select = actions?.querySelector('select');
  const sample = select?.querySelector('option');
  if (select && sample) {
    select.replaceChildren(
      ...(ctx.channels ?? []).map((channel, i) => {
        const option = sample.cloneNode(true) as Element;
        option.setAttribute('value', String(channel.id));
        option.textContent = String(channel.displayName ?? '');
        if (i) option.removeAttribute('selected');
        return option;
      }),
    );
    const id = `early-ownership-${change.id}`;
    actions?.querySelector('label')?.setAttribute('for', id);
    select.id = id;
  }
  // Nothing to take it into: Accept waits, as in the component.
  if (!ctx.channels?.length) actions?.querySelector('.primary')?.setAttribute('disabled', '');
  return row;
}

/** Ownership changes: each waiting offer lists the person's channels. */
export const ownershipRows: RowPainter = { row: paintOwnershipRow, channels: true };
