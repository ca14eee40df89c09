/** Host (name:port) of an instance URL ('' = this page's origin): local actors' links omit it. */
export function hostOf(instanceUrl: string): string {
  const here = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(instanceUrl || here, here).host;
}
