import type { FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { videoPreferencesForm, type VideoPreferenceValues } from '../../stores/account-settings/account-settings';
import { FormMessage } from '../common/Field';
import LanguageChecklist from '../common/LanguageChecklist';
import { ErrorState, Loader } from '../common/ListStates';
import { useForm } from '../common/useForm';
import { contained } from '../common/contained';

type Flag = 'autoPlayVideo' | 'autoPlayNextVideo' | 'p2pEnabled' | 'videosHistoryEnabled';

/** What every video list and the player do for this person: sensitive content, languages, autoplay, P2P, history. */
function VideoPreferences() {
  const t = useT();
  const { values, errors, status, loadError, dirty } = useForm(videoPreferencesForm);
  if (status === 'load-error')
    return <ErrorState message={loadError?.message ?? ''} onRetry={() => void videoPreferencesForm.load()} />;
  if (!values) return <Loader />;
  const policies: Array<[string, string]> = [
    ['do_not_list', t('quickSettings.nsfw.hide', 'Hide')],
    ['blur', t('quickSettings.nsfw.blur', 'Blur')],
    ['display', t('quickSettings.nsfw.display', 'Display')],
  ];
  const flags: Array<[Flag, string]> = [
    ['autoPlayVideo', t('quickSettings.autoplay', 'Automatically play videos')],
    ['autoPlayNextVideo', t('accountSettings.autoplayNext', 'Automatically start playing the next video')],
    ['p2pEnabled', t('quickSettings.p2p', 'Help share videos being played (P2P)')],
    ['videosHistoryEnabled', t('accountSettings.history', 'Keep a history of the videos I watch')],
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void videoPreferencesForm.submit();
  };
  const set = <K extends keyof VideoPreferenceValues>(k: K, v: VideoPreferenceValues[K]) =>
    videoPreferencesForm.set(k, v);
  return (
    <form className="form" onSubmit={submit}>
      <label htmlFor="prefs-nsfw">
        {t('quickSettings.nsfw', 'Default policy on videos containing sensitive content')}
      </label>
      <select id="prefs-nsfw" value={values.nsfwPolicy} onChange={(e) => set('nsfwPolicy', e.target.value)}>
        {policies.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <LanguageChecklist
        legend={t('quickSettings.languages', 'Only display videos in the following languages')}
        value={values.videoLanguages}
        onChange={(languages) => set('videoLanguages', languages)}
      />
      {flags.map(([key, label]) => (
        <div key={key}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values[key]}
              aria-describedby={key === 'p2pEnabled' ? 'prefs-p2p-help' : undefined}
              onChange={(e) => set(key, e.target.checked)}
            />
            {label}
          </label>
          {key === 'p2pEnabled' && (
            <p id="prefs-p2p-help" className="muted">
              {t(
                'accountSettings.p2pHelp2',
                'When on, the player shares the parts of videos you watch with other viewers of the same video (peer to peer), which lightens the load on the instance; those viewers can see your IP address. The choice is saved to your account.',
              )}
            </p>
          )}
        </div>
      ))}
      <FormMessage error={errors._form} />
      <button type="submit" className="button primary" disabled={!dirty || status === 'submitting'}>
        {status === 'submitting'
          ? t('form.saving', 'Saving…')
          : t('accountSettings.savePreferences', 'Save video settings')}
      </button>
    </form>
  );
}

export default contained(VideoPreferences, 'VideoPreferences');
