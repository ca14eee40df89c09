import { instanceUrl } from '../stores/client-settings';

/** Host (name:port) of the instance the client talks to: local actors' links omit it. */
export function instanceHost(): string {
  const here = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(instanceUrl() || here, here).host;
}
