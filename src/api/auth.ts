import type { Api } from './client';

/** The OAuth client credentials PeerTube hands to its web client. */
export interface OAuthClient {
  client_id: string;
  client_secret: string;
}

/** Token pair answered by POST /users/token. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  refresh_token_expires_in: number;
}

/** GET /api/v1/oauth-clients/local. */
export const getOAuthClient = (api: Api) => api.get<OAuthClient>('/api/v1/oauth-clients/local', { auth: false });

/** Password grant; `otp` goes in x-peertube-otp for accounts with two-factor authentication. */
export function passwordGrant(api: Api, client: OAuthClient, username: string, password: string, otp?: string) {
  return api.post<TokenResponse>('/api/v1/users/token', {
    auth: false,
    headers: otp ? { 'x-peertube-otp': otp } : undefined,
    form: { ...client, grant_type: 'password', response_type: 'code', scope: 'upload', username, password },
  });
}

/**
 * Password grant with the one-time token an external auth plugin handed back (`/login?externalAuthToken=…`): the
 * server takes it instead of a password, for the username it was issued to.
 */
export function externalAuthGrant(api: Api, client: OAuthClient, username: string, externalAuthToken: string) {
  return api.post<TokenResponse>('/api/v1/users/token', {
    auth: false,
    form: { ...client, grant_type: 'password', response_type: 'code', scope: 'upload', username, externalAuthToken },
  });
}

/** Refresh grant: the refresh token is single-use, the answer holds the new pair. */
export function refreshGrant(api: Api, client: OAuthClient, refreshToken: string) {
  return api.post<TokenResponse>('/api/v1/users/token', {
    auth: false,
    form: { ...client, grant_type: 'refresh_token', response_type: 'code', refresh_token: refreshToken },
  });
}

/** POST /api/v1/users/revoke-token with the current bearer token. */
export const revokeToken = (api: Api) =>
  api.post<{ redirectUrl?: string } | undefined>('/api/v1/users/revoke-token', { retried: true });
