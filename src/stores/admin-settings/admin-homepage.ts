// The homepage editor (/admin/settings/homepage): the instance homepage's markdown as one form (GET/PUT
// /api/v1/custom-pages/homepage/instance, manage-instance-custom-page right), its preview, and whether visitors land
// on it (instance.defaultClientRoute, set in the configuration editor). Islands render this; they never fetch.
import { computed } from 'nanostores';
import { api } from '../instance/api';
import { updateHomepage } from '../../api/admin-settings';
import { getHomepage } from '../../api/videos';
import { t } from '../../i18n';
import { $config, loadConfig } from '../instance/config';
import { createForm, guardUnsaved } from '../common/form';
import { toast } from '../shell/toasts';

/** The landing page route that shows the homepage. */
export const HOME_ROUTE = '/home';

/** The homepage's markdown, '' when none was ever written (PeerTube answers 404). */
export async function loadHomepageContent(): Promise<string> {
  try {
    return (await getHomepage(api))?.content ?? '';
  } catch (error) {
    if ((error as { status?: number }).status === 404) return '';
    throw error;
  }
}

/** '' when the content can be saved; an empty homepage cannot be the landing page (visitors would land on nothing). */
export function homepageError(content: string, landingRoute: string | undefined): string {
  if (content.trim() || landingRoute !== HOME_ROUTE) return '';
  return t(
    'adminHomepage.rule.required',
    'The homepage is the landing page: write its content, or choose another landing page in the configuration first.',
  );
}

/** The homepage form. */
export const homepageForm = createForm<{ content: string }>({
  load: async () => ({ content: await loadHomepageContent() }),
  validate: ({ content }) => {
    const error = homepageError(content, $config.get().data?.instance?.defaultClientRoute);
    return error ? { content: error } : {};
  },
  submit: ({ content }) => updateHomepage(api, content),
});

// PeerTube's custom markup (<peertube-videos-list …>, <peertube-button …>…) is drawn on the homepage itself
// (islands/custom-markup); the preview names each block instead, so the administrator sees where it goes without the
// preview asking the server for videos at every key press.
const CUSTOM_TAG = /<peertube-([a-z-]+)\b[^>]*?(?:\/>|>(?:[\s\S]*?<\/peertube-\1>)?)/g;

/** The markdown shown in the preview: custom markup blocks become a note naming them. */
export function previewSource(content: string): string {
  return content.replace(
    CUSTOM_TAG,
    (_, name: string) =>
      `\n\n> ${t('adminHomepage.customBlock', 'PeerTube block: {name} (drawn on the homepage)', { name: name.replace(/-/g, ' ') })}\n\n`,
  );
}

/** Whether visitors land on the homepage (the public config's default route). */
export const $homepageIsLanding = computed(
  $config,
  (config) => config.data?.instance?.defaultClientRoute === HOME_ROUTE,
);

/** Saves; on success reloads the public config (PeerTube turns the homepage on or off with its content) and says so. */
export async function saveHomepage(): Promise<boolean> {
  const ok = await homepageForm.submit();
  if (!ok) return false;
  void loadConfig();
  const empty = !homepageForm.$server.get()?.content.trim();
  toast({
    severity: 'success',
    summary: empty ? t('adminHomepage.savedEmpty', 'Homepage removed.') : t('adminHomepage.saved', 'Homepage saved.'),
  });
  return true;
}

/** Loads the form when the page opens and asks before leaving with unsaved changes; returns the cleanup. */
export function openHomepageEditor(): () => void {
  if (homepageForm.$status.get() !== 'ready' || !homepageForm.$values.get()) void homepageForm.load();
  return guardUnsaved(homepageForm.$dirty);
}
