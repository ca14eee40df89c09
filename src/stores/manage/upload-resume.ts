// Beyond PeerTube: the upload id of an unfinished upload is kept in localStorage, keyed by the file's name, size and
// last change, so after a reload (or a crash) picking the same file again offers to go on where it stopped.
const PREFIX = 'pt-upload:';
/** Sessions older than this are forgotten (the server cleans its own up too). */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** What is kept about an unfinished upload. */
export interface SavedUpload {
  uploadId: string;
  savedAt: number;
}

/** The key of a file: the same file picked again gives the same key. */
export function resumeKey(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${PREFIX}${file.name}:${file.size}:${file.lastModified}`;
}

/** The unfinished upload of this file, if one is kept and recent. */
export function savedUpload(file: Pick<File, 'name' | 'size' | 'lastModified'>, now = Date.now()): SavedUpload | null {
  try {
    const saved = JSON.parse(localStorage.getItem(resumeKey(file)) ?? 'null') as SavedUpload | null;
    if (!saved?.uploadId || now - saved.savedAt > MAX_AGE_MS) return null;
    return saved;
  } catch {
    return null;
  }
}

/** Keeps the upload id of this file. */
export function saveUpload(file: Pick<File, 'name' | 'size' | 'lastModified'>, uploadId: string): void {
  try {
    localStorage.setItem(resumeKey(file), JSON.stringify({ uploadId, savedAt: Date.now() }));
  } catch {
    // Storage full or disabled: resuming after a reload is a bonus, the upload goes on.
  }
}

/** Forgets this file's upload (finished or cancelled). */
export function forgetUpload(file: Pick<File, 'name' | 'size' | 'lastModified'>): void {
  try {
    localStorage.removeItem(resumeKey(file));
  } catch {
    // Nothing to do.
  }
}
