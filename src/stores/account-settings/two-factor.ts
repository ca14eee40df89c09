// Two-factor authentication of the person's account: enable (password → secret shown as QR code and text → a code
// from the app confirms) and disable (confirm-password dialog), with PeerTube's answers mapped to the right field.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { ErrorCode, hasCode } from '../../api/errors';
import { confirmTwoFactor, disableTwoFactor, requestTwoFactor } from '../../api/users';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { reloadMe } from '../session/user';

/** Where enabling is: asking the password, showing the secret for a code, or sending. */
export type TwoFactorStep =
  | { step: 'idle' }
  | { step: 'password'; busy: boolean; error?: string }
  | { step: 'scan'; requestToken: string; secret: string; uri: string; busy: boolean; error?: string };

/** The enable flow's state (disabled accounts only). */
export const $twoFactor = atom<TwoFactorStep>({ step: 'idle' });

/** Opens the password step of enabling. */
export function beginTwoFactor(): void {
  $twoFactor.set({ step: 'password', busy: false });
}

/** Leaves the enable flow; nothing changes on the server. */
export function cancelTwoFactor(): void {
  $twoFactor.set({ step: 'idle' });
}

const wrongPassword = () => t('accountSettings.wrongPassword', 'Your current password is wrong.');

/** Asks the server for a secret, proving it is the person with their password. */
export async function requestSecret(userId: number, currentPassword: string): Promise<void> {
  if (!currentPassword)
    return $twoFactor.set({ step: 'password', busy: false, error: t('form.required', 'This field is required.') });
  $twoFactor.set({ step: 'password', busy: true });
  try {
    const { otpRequest } = await requestTwoFactor(api, userId, currentPassword);
    $twoFactor.set({ step: 'scan', ...otpRequest, busy: false });
  } catch (error) {
    const e = asApiError(error);
    $twoFactor.set({
      step: 'password',
      busy: false,
      error: hasCode(e, ErrorCode.currentPasswordInvalid) ? wrongPassword() : e.message,
    });
  }
}

/** A code is six digits; spaces people copy from their app are dropped. */
export function cleanCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** Confirms the secret with a code from the app; on success two-factor is on for the next login. */
export async function confirmCode(userId: number, code: string): Promise<boolean> {
  const state = $twoFactor.get();
  if (state.step !== 'scan') return false;
  const otp = cleanCode(code);
  if (!/^\d{6}$/.test(otp)) {
    $twoFactor.set({ ...state, error: t('twoFactor.codeFormat', 'Enter the 6-digit code your app shows.') });
    return false;
  }
  $twoFactor.set({ ...state, busy: true, error: undefined });
  try {
    await confirmTwoFactor(api, userId, state.requestToken, otp);
  } catch (error) {
    const e = asApiError(error);
    // 403 "Invalid OTP token": the code; "Invalid request token": the secret expired, start again.
    const message =
      e.status === 403 && /request token/i.test(e.message)
        ? t('twoFactor.expired', 'This secret expired. Cancel and start again.')
        : e.status === 403
          ? t(
              'twoFactor.wrongCode',
              'This code is not valid. Check the clock of your device and enter the newest code.',
            )
          : e.message;
    $twoFactor.set({ ...state, busy: false, error: message });
    return false;
  }
  $twoFactor.set({ step: 'idle' });
  await reloadMe();
  toast({
    severity: 'success',
    summary: t('twoFactor.enabled', 'Two-factor authentication is on. You will need a code at your next login.'),
  });
  return true;
}

/** Turns two-factor off after the confirm-password dialog; a wrong password asks again with the server's answer. */
export async function turnOffTwoFactor(userId: number): Promise<boolean> {
  let errorMessage: string | undefined;
  for (;;) {
    const answer = await confirm({
      type: 'confirm-password',
      title: t('twoFactor.disableTitle', 'Disable two-factor authentication'),
      message: t('twoFactor.disableMessage', 'Logging in will only need your password.'),
      confirmButtonText: t('twoFactor.disable', 'Disable two-factor authentication'),
      errorMessage,
    });
    if (!answer.confirmed) return false;
    try {
      await disableTwoFactor(api, userId, answer.value ?? '');
      await reloadMe();
      toast({ severity: 'success', summary: t('twoFactor.disabled', 'Two-factor authentication is off.') });
      return true;
    } catch (error) {
      const e = asApiError(error);
      if (!hasCode(e, ErrorCode.currentPasswordInvalid)) {
        toast({ severity: 'error', summary: e.message });
        return false;
      }
      errorMessage = wrongPassword();
    }
  }
}
