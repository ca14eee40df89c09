import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { closeWarning } from '../../stores/shell/warnings';
import { $warning, type WarningKind } from '../../stores/shell/warning';
import { $me } from '../../stores/session/user';
import { useT } from '../../i18n/useT';
import Modal from './Modal';
import './dialogs.css';

/** The body of each warning: what is missing and where to fix it. */
function WarningBody({ kind }: { kind: WarningKind }) {
  const t = useT();
  const warning = useStore($warning);
  const me = useStore($me).data;
  if (kind === 'welcome') {
    return (
      <>
        <p>
          {t(
            'warnings.welcome.intro',
            'Thank you for running this instance. Before opening it to others, take a few minutes to configure it.',
          )}
        </p>
        <ul>
          <li>{t('warnings.welcome.name', 'Give your instance a name, a description and terms of use')}</li>
          <li>{t('warnings.welcome.signup', 'Decide who can sign up and how much they can upload')}</li>
          <li>{t('warnings.welcome.follow', 'Follow other instances to show their videos')}</li>
        </ul>
        <p>
          <a className="button primary" href="/admin/settings">
            {t('warnings.welcome.configure', 'Configure my instance')}
          </a>
        </p>
      </>
    );
  }
  if (kind === 'instance-config') {
    const instance = warning?.about?.instance;
    const missing = [
      (instance?.name ?? '').toLowerCase() === 'peertube' && t('warnings.config.name', 'Instance name'),
      !instance?.terms && t('warnings.config.terms', 'Instance terms'),
      !instance?.administrator && t('warnings.config.admin', 'Instance administrator'),
      !instance?.maintenanceLifetime && t('warnings.config.lifetime', 'Instance maintenance lifetime'),
    ].filter(Boolean) as string[];
    return (
      <>
        <p>
          {t(
            'warnings.config.intro',
            'You enabled user registration on your instance but did not configure the following fields:',
          )}
        </p>
        <ul className="warning-missing">
          {missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <p>
          {t(
            'warnings.config.why',
            'Please consider configuring these fields to help people choose the appropriate instance.',
          )}
        </p>
        <p>
          <a href="/admin/settings">{t('warnings.config.link', 'Configure these fields')}</a>
        </p>
      </>
    );
  }
  const avatar = Boolean(me?.account?.avatars?.length);
  return (
    <>
      <p>{t('warnings.account.intro', 'Help moderators and other users know who you are by:')}</p>
      <ul>
        {!avatar && <li>{t('warnings.account.avatar', 'Uploading an avatar')}</li>}
        {!me?.account?.description && <li>{t('warnings.account.description', 'Writing a description')}</li>}
      </ul>
      <p>
        <a className="button primary" href="/my-account">
          {t('warnings.account.setup', 'Set up my account')}
        </a>
      </p>
    </>
  );
}

/** The administrator config wizard, the instance configuration warning, or the account setup warning, with "Don't show again". */
export default function WarningDialog({ kind }: { kind: WarningKind }) {
  const t = useT();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const titles: Record<WarningKind, string> = {
    welcome: t('warnings.welcome.title', 'Welcome to your instance, dear administrator!'),
    'instance-config': t('warnings.config.title', 'Configuration warning!'),
    'account-setup': t('warnings.account.title', 'Your account profile is incomplete'),
  };
  const ids: Record<WarningKind, string> = {
    welcome: 'admin-welcome-wizard',
    'instance-config': 'instance-config-warning',
    'account-setup': 'account-setup-warning',
  };
  const close = () => void closeWarning(dontShowAgain);
  return (
    <Modal
      title={titles[kind]}
      onClose={close}
      closeButton
      closeLabel={t('modal.close', 'Close')}
      id={ids[kind]}
      footer={
        <div className="modal-actions warning-actions">
          <label className="checkbox">
            <input type="checkbox" checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} />
            {t('warnings.dontShowAgain', "Don't show again")}
          </label>
          <button type="button" className="button" onClick={close}>
            {t('warnings.close', 'Close')}
          </button>
        </div>
      }
    >
      <WarningBody kind={kind} />
    </Modal>
  );
}
