// Moderation, reports (/admin/moderation): every abuse report of the instance, paged to the end, filtered by state
// and by PeerTube's search (video, channel, reporter or reported account names), both kept in the URL; each report
// accepted or rejected with an optional comment for the moderation team, through a form per report.
import { api } from '../instance/api';
import { AbuseState, listAbuses, updateAbuse, type Abuse } from '../../api/admin';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import { createForm, type DecisionForm } from '../common/form';
import { pagedList, type ListQuery } from '../common/paged-list';

/** The report list's filters ('' = not filtered). */
export type AbuseFilters = {
  /** 'pending' | 'accepted' | 'rejected'. */
  state: string;
  /** PeerTube's search words; `#<id>` points at one report (highlighted, not a search). */
  search: string;
};

/** Every filter unset. */
export const NO_ABUSE_FILTERS: AbuseFilters = { state: '', search: '' };

/** The report id a search names (`#12`), or null when it is a search for words. */
export function reportIdOf(search: string): number | null {
  const m = /^#(\d+)$/.exec(search.trim());
  const id = Number(m?.[1]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The GET /abuses query of a page. */
export function abuseQuery({ start, count, sort, filters }: ListQuery<AbuseFilters>) {
  const state = AbuseState[filters.state as keyof typeof AbuseState];
  const search = filters.search.trim();
  return {
    start,
    count,
    sort,
    ...(state && { state }),
    // A `#12` link highlights report 12 in the whole list (the notification's target); it filters nothing.
    ...(search && reportIdOf(search) === null && { search }),
  };
}

const abuses = pagedList<Abuse, AbuseFilters>({
  fetch: (query) => listAbuses(api, abuseQuery(query)),
  key: (abuse) => abuse.id,
  sort: '-createdAt',
  filters: NO_ABUSE_FILTERS,
  pageSize: 25,
});

/** The reports: items, total, status and filters. */
export const $abuses = abuses.$state;
/** Loads the next page. */
export const loadMoreAbuses = abuses.loadMore;
/** Tries the failed page again. */
export const retryAbuses = abuses.retry;
/** Changes filters (kept in the URL) and lists again from the start. */
export const filterAbuses = abuses.setFilters;

/** The report a URL points at, or null: a `#<id>` fragment, or PeerTube's `?search=#<id>` (what notifications link to). */
export function abuseIdFrom(url: Pick<Location, 'hash' | 'search'>): number | null {
  return reportIdOf(url.hash) ?? reportIdOf(new URLSearchParams(url.search).get('search') ?? '');
}

/** A report's decision form: the optional comment for the moderation team. */
export interface AbuseDecision {
  comment: string;
}

const LABELS = { accepted: 'Accepted', rejected: 'Rejected' } as const;

/** The decision form of one report; once the server agrees, the row shows the new state and comment. */
export function abuseDecisionForm(abuseId: number): DecisionForm<AbuseDecision, keyof typeof LABELS> {
  let decision: keyof typeof LABELS = 'accepted';
  const form = createForm<AbuseDecision>({
    initial: { comment: '' },
    validate: (v) => ({ comment: lengthError(v.comment, LIMITS.abuse.moderationComment, true) }),
    submit: async ({ comment }) => {
      const moderationComment = comment.trim();
      const state = AbuseState[decision];
      await updateAbuse(api, abuseId, { state, ...(moderationComment && { moderationComment }) });
      abuses.update(abuseId, (row) => ({
        ...row,
        state: { id: state, label: LABELS[decision] },
        ...(moderationComment && { moderationComment }),
      }));
    },
    fieldOf: { moderationComment: 'comment' },
    // The comment went with the decision: the box is empty for the next one.
    saved: () => ({ comment: '' }),
  });
  return {
    ...form,
    decide: (chosen) => {
      decision = chosen;
      return form.submit();
    },
  };
}
