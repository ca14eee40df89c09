// Small field checks that return a message or '' (valid), shared by every form store's `validate`.
import { t } from '../i18n';
import { FILES } from './constraints';
import { formatBytes } from './format';
import { earlyLanguage } from '../i18n/early';

/** '' when `value` is between min and max characters (an empty optional field is valid), else why not. */
export function lengthError(value: string, [min, max]: readonly [number, number], optional = false): string {
  const length = value.trim().length;
  if (!length && optional) return '';
  if (!length && min > 0) return t('form.required', 'This field is required.');
  if (length < min) return t('form.tooShort', 'At least {min} characters.', { min });
  if (length > max) return t('form.tooLong', 'At most {max} characters ({length} now).', { max, length });
  return '';
}

/** '' for a plausible e-mail address. */
export function emailError(value: string): string {
  if (!value.trim()) return t('form.required', 'This field is required.');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
    ? ''
    : t('form.email', 'Enter a valid e-mail address, like name@example.com.');
}

/** '' for a file whose extension and size a PeerTube rule accepts. */
export function fileError(file: File, rule: { ext: readonly string[]; max: number }): string {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!rule.ext.includes(ext))
    return t('form.fileType', 'This file type is not accepted. Use {types}.', { types: rule.ext.join(', ') });
  if (file.size > rule.max)
    return t('form.fileSize', 'This file is too big ({size}); the limit is {max}.', {
      size: bytes(file.size),
      max: bytes(rule.max),
    });
  return '';
}

/** A byte count for people in the page's language (`<html lang>`, which follows the interface language): 1.5 MB,
 *  200 KB, "1,5 Mo". */
export function bytes(n: number, language: string = earlyLanguage()): string {
  return formatBytes(n, language);
}

/** Re-exported so forms import rules and checks from one place. */
export { FILES };
