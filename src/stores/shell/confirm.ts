import { atom } from 'nanostores';

/** Kinds of confirmation (SPEC §2). */
export type ConfirmType = 'confirm' | 'confirm-expected-input' | 'confirm-password';

/** A confirmation request (SPEC §3); texts are shown as text, never as HTML. */
export interface ConfirmRequest {
  type?: ConfirmType;
  title: string;
  message: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
  /** Shown under the password field (e.g. the server said the password was wrong). */
  errorMessage?: string;
  moreInfo?: { title: string; content: string };
  inputLabel?: string;
  expectedInputValue?: string;
}

/** What the person answered: confirmed or not, and what they typed. */
export interface ConfirmResult {
  confirmed: boolean;
  value?: string;
}

/** The request on screen (with its id), or null. */
export const $confirmRequest = atom<(ConfirmRequest & { id: number }) | null>(null);

interface Pending {
  request: ConfirmRequest & { id: number };
  resolve: (result: ConfirmResult) => void;
}
const queue: Pending[] = [];
let nextId = 1;

function showNext(): void {
  $confirmRequest.set(queue[0]?.request ?? null);
}

/** Asks for confirmation; requests made while one is open wait their turn. */
export function confirm(request: ConfirmRequest): Promise<ConfirmResult> {
  return new Promise((resolve) => {
    queue.push({ request: { type: 'confirm', ...request, id: nextId++ }, resolve });
    if (queue.length === 1) showNext();
  });
}

/** Whether the confirm button is enabled for what has been typed (expected input must match exactly; a password must be given). */
export function canConfirm(request: Pick<ConfirmRequest, 'type' | 'expectedInputValue'>, value: string): boolean {
  if (request.type === 'confirm-expected-input') return value === (request.expectedInputValue ?? '');
  if (request.type === 'confirm-password') return value.length > 0;
  return true;
}

/** Answers the open request; a confirmation that the rules do not allow yet is ignored. */
export function answerConfirm(confirmed: boolean, value = ''): void {
  const pending = queue[0];
  if (!pending) return;
  if (confirmed && !canConfirm(pending.request, value)) return;
  queue.shift();
  pending.resolve({ confirmed, value: pending.request.type === 'confirm' ? undefined : value });
  showNext();
}
