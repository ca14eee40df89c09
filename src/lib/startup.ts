/** SPEC §8: a failed start is logged, and rethrown after 1 s if the page is still empty. */
export function reportStartFailure(error: unknown): void {
  console.error(error);
  setTimeout(() => {
    if (!document.querySelector('main')?.textContent?.trim()) throw error;
  }, 1000);
}
