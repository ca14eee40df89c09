// A logged-in person's theme, saved on their account (the settings' interface section): apart from the theme store,
// which every page loads, since only the settings change it.
import { api } from '../instance/api';
import { $me, reloadMe } from '../session/user';
import { updateMe } from '../../api/users';

/**
 * Saves the account's theme (`theme` of PUT /users/me: 'instance-default', 'default', a built-in or a plugin's name):
 * shown at once, kept if the server refuses (the error is thrown for the settings to show, and the account is read
 * again so the page shows what the server has).
 */
export async function chooseAccountTheme(theme: string): Promise<void> {
  const me = $me.get();
  if (me.data) $me.set({ ...me, data: { ...me.data, theme } });
  try {
    await updateMe(api, { theme });
  } catch (error) {
    await reloadMe();
    throw error;
  }
}
