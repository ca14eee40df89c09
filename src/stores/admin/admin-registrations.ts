// Moderation, registrations (/admin/moderation/registrations/list): signup requests, paged to the end and searched by
// username or email (in the URL); each pending one accepted or rejected with the response the person receives
// (a form per request), or deleted after a confirmation.
import { api } from '../instance/api';
import { decideRegistration, deleteRegistration, listRegistrations, type Registration } from '../../api/admin';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import { createForm, type DecisionForm } from '../common/form';
import { pagedList, type ListQuery } from '../common/paged-list';

/** The list's filter: words of the username or email ('' = every request). */
export type RegistrationFilters = { search: string };

/** The GET /users/registrations query of a page. */
export function registrationQuery({ start, count, sort, filters }: ListQuery<RegistrationFilters>) {
  const search = filters.search.trim();
  return { start, count, sort, ...(search && { search }) };
}

const registrations = pagedList<Registration, RegistrationFilters>({
  fetch: (query) => listRegistrations(api, registrationQuery(query)),
  key: (registration) => registration.id,
  sort: '-createdAt',
  filters: { search: '' },
  pageSize: 25,
});

/** Registration requests, newest first: items, total, status and the search. */
export const $registrations = registrations.$state;
/** Loads the next page. */
export const loadMoreRegistrations = registrations.loadMore;
/** Tries the failed page again. */
export const retryRegistrations = registrations.retry;
/** Changes the search (kept in the URL) and lists again from the start. */
export const filterRegistrations = registrations.setFilters;

/** A request's decision form: the response the person receives. */
export interface RegistrationDecision {
  response: string;
}

/** The decision form of one request; once the server agrees, the row shows its new state and the response. */
export function registrationDecisionForm(id: number): DecisionForm<RegistrationDecision, 'accept' | 'reject'> {
  let decision: 'accept' | 'reject' = 'accept';
  const form = createForm<RegistrationDecision>({
    initial: { response: '' },
    validate: (v) => ({ response: lengthError(v.response, LIMITS.registration.moderationResponse) }),
    submit: async ({ response }) => {
      const moderationResponse = response.trim();
      await decideRegistration(api, id, decision, moderationResponse);
      const state = decision === 'accept' ? { id: 3, label: 'Accepted' } : { id: 2, label: 'Rejected' };
      registrations.update(id, (row) => ({ ...row, state, moderationResponse }));
    },
    fieldOf: { moderationResponse: 'response' },
  });
  return {
    ...form,
    decide: (chosen) => {
      decision = chosen;
      return form.submit();
    },
  };
}

/** Deletes a request: its row goes at once and comes back if the server refuses (the error is rethrown). */
export function removeRegistration(id: number): Promise<void> {
  return registrations.optimistic(id, 'remove', () => deleteRegistration(api, id));
}
