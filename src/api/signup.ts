import type { Api } from './client';
import type { UserRegister, UserRegistrationRequest } from './types';

/** What the server answers to a registration: the new state (PeerTube 7: 1 pending, 2 rejected, 3 accepted). */
export type RegistrationResult = { state?: { id: number; label: string } } | undefined;

/** POST /api/v1/users/register: direct signup (signup allowed, no approval required). */
export const register = (api: Api, body: UserRegister) =>
  api.post<RegistrationResult>('/api/v1/users/register', { json: body, auth: false });

/** POST /api/v1/users/registrations/request: signup that a moderator must approve. */
export const requestRegistration = (api: Api, body: UserRegistrationRequest) =>
  api.post<RegistrationResult>('/api/v1/users/registrations/request', { json: body, auth: false });

/** POST /api/v1/users/ask-reset-password: emails a reset link (always 204, whether the email is known or not). */
export const askResetPassword = (api: Api, email: string) =>
  api.post<void>('/api/v1/users/ask-reset-password', { json: { email }, auth: false });

/** POST /api/v1/users/{id}/reset-password with the emailed verification string. */
export const resetPassword = (api: Api, userId: string, verificationString: string, password: string) =>
  api.post<void>(`/api/v1/users/${encodeURIComponent(userId)}/reset-password`, {
    json: { verificationString, password },
    auth: false,
  });

/** POST /api/v1/users/{id}/verify-email (or the registration variant) with the emailed verification string. */
export const verifyEmail = (
  api: Api,
  target: { userId?: string; registrationId?: string },
  verificationString: string,
  isPendingEmail = false,
) =>
  target.registrationId
    ? api.post<void>(`/api/v1/users/registrations/${encodeURIComponent(target.registrationId)}/verify-email`, {
        json: { verificationString },
        auth: false,
      })
    : api.post<void>(`/api/v1/users/${encodeURIComponent(target.userId ?? '')}/verify-email`, {
        json: { verificationString, isPendingEmail },
        auth: false,
      });

/** POST /api/v1/users/ask-send-verify-email: sends the verification email again. */
export const askSendVerifyEmail = (api: Api, email: string) =>
  api.post<void>('/api/v1/users/ask-send-verify-email', { json: { email }, auth: false });
