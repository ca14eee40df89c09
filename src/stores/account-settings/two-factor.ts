// Two-factor authentication of the person's account: enable (password → secret shown as QR code and text → a code
// from the app confirms) and disable (confirm-password dialog), with PeerTube's answers mapped to the right field.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { ApiError, ErrorCode, hasCode } from '../../api/errors';
import { confirmTwoFactor, disableTwoFactor, requestTwoFactor } from '../../api/users';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { asApiError } from '../common/loadable';
import { toast } from '../shell/toasts';
import { $me, reloadMe } from '../session/user';
import { createForm } from '../common/form';

/** Where enabling is: asking the password, showing the secret for a code, or sending. */
export type TwoFactorStep =
  { step: 'idle' } | { step: 'password' } | { step: 'scan'; requestToken: string; secret: string; uri: string };

/** The enable flow's state (disabled accounts only). */
export const $twoFactor = atom<TwoFactorStep>({ step: 'idle' });

/** Opens the password step of enabling. */
export function beginTwoFactor(): void {
  $twoFactor.set({ step: 'password' });
}

/** Leaves the enable flow; nothing changes on the server. */
export function cancelTwoFactor(): void {
  $twoFactor.set({ step: 'idle' });
  secretForm.reset();
  codeForm.reset();
}

const wrongPassword = () => t('accountSettings.wrongPassword', 'Your current password is wrong.');

/** The current password, proving it is the person before a secret is made. */
export interface SecretValues {
  password: string;
}

/** Puts a refusal on `field`: every refusal of a one-field step concerns that field. */
function onField(error: unknown, field: string, message: (e: ApiError) => string): ApiError {
  const e = asApiError(error);
  return new ApiError({ kind: e.kind, status: e.status, code: e.code, invalidParams: { [field]: message(e) } });
}

/** Asks the server for a secret with the current password; a wrong password is said on the field, kept as typed. */
export const secretForm = createForm<SecretValues>({
  initial: { password: '' },
  validate: (v) => ({ password: v.password ? '' : t('form.required', 'This field is required.') }),
  submit: async (v) => {
    try {
      const { otpRequest } = await requestTwoFactor(api, $me.get().data?.id ?? 0, v.password);
      $twoFactor.set({ step: 'scan', ...otpRequest });
    } catch (error) {
      throw onField(error, 'password', (e) =>
        hasCode(e, ErrorCode.currentPasswordInvalid) ? wrongPassword() : e.message,
      );
    }
  },
  // The password is not kept once it did its job.
  saved: () => ({ password: '' }),
});

/** A code is six digits; spaces people copy from their app are dropped. */
export function cleanCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** The code of the authenticator app that confirms the secret. */
export interface CodeValues {
  code: string;
}

/** Confirms the secret with a code from the app (refusals on the code field, the code kept); on success two-factor is
 *  on for the next login. */
export const codeForm = createForm<CodeValues>({
  initial: { code: '' },
  validate: (v) => ({
    code: /^\d{6}$/.test(cleanCode(v.code)) ? '' : t('twoFactor.codeFormat', 'Enter the 6-digit code your app shows.'),
  }),
  submit: async (v) => {
    const state = $twoFactor.get();
    if (state.step !== 'scan') return;
    try {
      await confirmTwoFactor(api, $me.get().data?.id ?? 0, state.requestToken, cleanCode(v.code));
    } catch (error) {
      // 403 "Invalid OTP token": the code; "Invalid request token": the secret expired, start again.
      throw onField(error, 'code', (e) =>
        e.status === 403 && /request token/i.test(e.message)
          ? t('twoFactor.expired', 'This secret expired. Cancel and start again.')
          : e.status === 403
            ? t(
                'twoFactor.wrongCode',
                'This code is not valid. Check the clock of your device and enter the newest code.',
              )
            : e.message,
      );
    }
    $twoFactor.set({ step: 'idle' });
    await reloadMe();
    toast({
      severity: 'success',
      summary: t('twoFactor.enabled', 'Two-factor authentication is on. You will need a code at your next login.'),
    });
  },
  saved: () => ({ code: '' }),
});

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
