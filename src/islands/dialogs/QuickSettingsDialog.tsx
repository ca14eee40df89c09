import { useStore } from '@nanostores/react';
import { $loggedIn } from '../../stores/session/user';
import { closeQuickSettings, quickSettingsUrl } from '../../stores/settings/quick-settings';
import {
  $anonymousNsfwPolicy,
  $anonymousP2p,
  $anonymousSettings,
  updateAnonymousSettings,
  type NsfwPolicy,
} from '../../stores/settings/anonymous-settings';
import LanguageChecklist from '../common/LanguageChecklist';
import { useT } from '../../i18n/useT';
import InterfaceSettings from '../settings/InterfaceSettings';
import Modal from './Modal';
import './dialogs.css';

/** The visitor's video settings: sensitive content, P2P, autoplay and video languages, saved locally at once. */
function VideoSettings() {
  const t = useT();
  const settings = useStore($anonymousSettings);
  const policy = useStore($anonymousNsfwPolicy);
  const p2p = useStore($anonymousP2p);
  const policies: Array<[NsfwPolicy, string]> = [
    ['do_not_list', t('quickSettings.nsfw.hide', 'Hide')],
    ['blur', t('quickSettings.nsfw.blur', 'Blur')],
    ['display', t('quickSettings.nsfw.display', 'Display')],
  ];
  return (
    <div className="form quick-video-settings">
      <label htmlFor="quick-nsfw">
        {t('quickSettings.nsfw', 'Default policy on videos containing sensitive content')}
      </label>
      <select
        id="quick-nsfw"
        value={policy}
        onChange={(e) => updateAnonymousSettings({ nsfwPolicy: e.target.value as NsfwPolicy })}
      >
        {policies.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={p2p}
          aria-describedby="quick-p2p-help"
          onChange={(e) => updateAnonymousSettings({ p2pEnabled: e.target.checked })}
        />
        {t('quickSettings.p2p', 'Help share videos being played (P2P)')}
      </label>
      <p id="quick-p2p-help" className="muted">
        {t(
          'quickSettings.p2pHelpVisitor2',
          'When on, the player shares the parts of videos you watch with other viewers of the same video (peer to peer), which lightens the load on the instance; those viewers can see your IP address. The choice is kept in this browser.',
        )}
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.autoPlayVideo}
          onChange={(e) => updateAnonymousSettings({ autoPlayVideo: e.target.checked })}
        />
        {t('quickSettings.autoplay', 'Automatically play videos')}
      </label>
      <LanguageChecklist
        legend={t('quickSettings.languages', 'Only display videos in the following languages')}
        value={settings.videoLanguages}
        onChange={(videoLanguages) => updateAnonymousSettings({ videoLanguages })}
      />
    </div>
  );
}

/** Quick settings ("My settings"): interface and video settings for visitors; opened by ?modal=quick-settings. */
export default function QuickSettingsDialog() {
  const t = useT();
  const loggedIn = useStore($loggedIn);
  return (
    <Modal
      title={t('quickSettings.title', 'My settings')}
      onClose={closeQuickSettings}
      closeButton
      closeLabel={t('modal.close', 'Close')}
      id="quick-settings"
      // Opened from the URL: the entry beneath loses the parameter, the dialog's own entry keeps it (a reload reopens it).
      baseUrl={quickSettingsUrl(location.href, false)}
      historyUrl={quickSettingsUrl(location.href, true)}
    >
      <p className="quick-note">
        {t('quickSettings.note', 'These settings apply only to your session on this instance.')}
      </p>
      {loggedIn ? (
        <p>
          <a href="/my-account/settings">{t('quickSettings.account', 'Change the settings of your account')}</a>
        </p>
      ) : (
        <>
          <section aria-labelledby="quick-interface">
            <h3 id="quick-interface" className="quick-section">
              {t('quickSettings.interface', 'INTERFACE')}
            </h3>
            <InterfaceSettings idPrefix="quick" />
          </section>
          <section aria-labelledby="quick-videos">
            <h3 id="quick-videos" className="quick-section">
              {t('quickSettings.videos', 'VIDEOS')}
            </h3>
            <VideoSettings />
          </section>
        </>
      )}
    </Modal>
  );
}
