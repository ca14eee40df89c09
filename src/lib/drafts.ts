// Drafts: what a person typed in a long form (a description, a comment), kept in this browser under `pt-draft:<name>`
// so a reload or a crashed tab loses nothing. The logout clears every key of the prefix with the person's other data.

/** Prefix of every draft's localStorage key. */
export const DRAFT_PREFIX = 'pt-draft:';
/** Drafts older than this are forgotten (the object they were about may have changed a lot since). */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** Field → value, as typed. */
export type DraftValues = Record<string, unknown>;

/** Whether a value can be kept as JSON and read back the same (files and blobs cannot). */
export function keepable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(keepable);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(keepable);
  return false;
}

/** The draft kept under `name`, or null (none, unreadable, or too old). */
export function readDraft(name: string, now = Date.now()): DraftValues | null {
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_PREFIX + name) ?? 'null') as {
      savedAt?: number;
      values?: DraftValues;
    } | null;
    if (!saved?.values || typeof saved.values !== 'object' || now - (saved.savedAt ?? 0) > MAX_AGE_MS) return null;
    return saved.values;
  } catch {
    return null;
  }
}

/** Keeps `values` as the draft `name` (nothing when there is nothing to keep). */
export function writeDraft(name: string, values: DraftValues): void {
  try {
    if (!Object.keys(values).length) localStorage.removeItem(DRAFT_PREFIX + name);
    else localStorage.setItem(DRAFT_PREFIX + name, JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    // Storage full or disabled: the form works as before, without the safety net.
  }
}

/** Forgets the draft `name` (saved, discarded, or back to what the server has). */
export function removeDraft(name: string): void {
  try {
    localStorage.removeItem(DRAFT_PREFIX + name);
  } catch {
    // Nothing kept.
  }
}
