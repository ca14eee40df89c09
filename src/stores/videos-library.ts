import { $me } from './user';

/** The logged-in account's name, once the account is known. */
export async function myAccountName(): Promise<string> {
  const ready = (v = $me.get()) => (v.status === 'ready' ? v.data.account?.name ?? v.data.username : null);
  const now = ready();
  if (now) return now;
  return new Promise((resolve, reject) => {
    const stop = $me.subscribe((v) => {
      if (v.status === 'ready') { queueMicrotask(() => stop()); resolve(ready(v)!); }
      if (v.status === 'error') { queueMicrotask(() => stop()); reject(v.error); }
    });
  });
}
