// A visitor's account area is static HTML (Header.astro): the React island (islands/header/HeaderActions.tsx,
// `client:session`) only loads with a session. What it did for visitors is done here: the sign-up link follows the
// config, and the area is revealed once the config has answered.
import type { ReadableAtom } from 'nanostores';
import type { Config } from '../../api/config';
import type { Loadable } from '../../stores/common/loadable';
import type { Tokens } from '../../stores/session/session';
import { SESSION_START_EVENT } from '../../lib/session-directive';

/** Whether the config lets this visitor create an account (PeerTube's signup.allowed and allowedForCurrentIP). */
export function signupOpen(config: Loadable<Config>): boolean {
  const signup = config.status === 'ready' ? config.data.signup : undefined;
  return Boolean(signup?.allowed && signup.allowedForCurrentIP);
}

/**
 * Reflects the config in the visitor's links: shows "Create an account" when signup is open, sends "Log in" straight
 * to the only external auth when the administrator asked for it (`redirectOnSingleExternalAuth`, on the instance at
 * `instanceUrl`), and for a visitor marks the header ready once the config is known or failed (global.css hides the
 * area until then). With a session the island marks it, once the account is known, so the area never flips from
 * visitor to user on screen.
 */
export function reflectVisitorHeader(
  config: Loadable<Config>,
  session: boolean,
  doc: Document = document,
  instanceUrl = '',
): void {
  doc.querySelectorAll<HTMLElement>('[data-header-signup]').forEach((link) => {
    link.hidden = !signupOpen(config);
  });
  // Rare (single sign-on only, and the administrator's choice): its code loads only then.
  if (config.status === 'ready' && config.data.client?.menu?.login?.redirectOnSingleExternalAuth === true)
    void import('../../lib/external-auth').then(({ defaultLoginHref }) => {
      const login = defaultLoginHref(config.data, instanceUrl);
      doc.querySelectorAll<HTMLAnchorElement>('a[data-header-login]').forEach((link) => {
        if (link.getAttribute('href') !== login) link.setAttribute('href', login);
      });
    });
  if (!session && (config.status === 'ready' || config.status === 'error'))
    doc.documentElement.dataset.header = 'ready';
}

/** Follows the config and the session; a session started on this page (signup) tells the header island to load. */
export function startVisitorHeader(
  $config: ReadableAtom<Loadable<Config>>,
  $tokens: ReadableAtom<Tokens | null>,
  win: Window = window,
  instanceUrl: () => string = () => '',
): () => void {
  const reflect = () => reflectVisitorHeader($config.get(), Boolean($tokens.get()), win.document, instanceUrl());
  const offConfig = $config.subscribe(reflect);
  let had = Boolean($tokens.get());
  const offTokens = $tokens.listen((tokens) => {
    if (tokens && !had) win.dispatchEvent(new Event(SESSION_START_EVENT));
    had = Boolean(tokens);
    reflect();
  });
  return () => {
    offConfig();
    offTokens();
  };
}
