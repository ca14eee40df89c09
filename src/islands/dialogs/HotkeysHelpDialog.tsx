import { useStore } from '@nanostores/react';
import { $hotkeysEnabled, HOTKEYS, PLAYER_HOTKEYS, setHotkeysEnabled } from '../../stores/shell/hotkeys';
import { closeHotkeysHelp } from '../../stores/shell/hotkeys-help';
import { useT } from '../../i18n/useT';
import Modal from './Modal';
import './dialogs.css';

/** The keyboard shortcuts help: every shortcut and the per-browser on/off checkbox. */
export default function HotkeysHelpDialog() {
  const t = useT();
  const enabled = useStore($hotkeysEnabled);
  return (
    <Modal
      title={t('hotkeys.title', 'Keyboard shortcuts')}
      onClose={closeHotkeysHelp}
      closeButton
      closeLabel={t('modal.close', 'Close')}
      id="hotkeys-help"
    >
      <table className="hotkeys-table">
        <thead>
          <tr>
            <th scope="col">{t('hotkeys.keys', 'Keys')}</th>
            <th scope="col">{t('hotkeys.action', 'Action')}</th>
          </tr>
        </thead>
        <tbody>
          {HOTKEYS.map((hotkey) => (
            <tr key={hotkey.combos.join()}>
              <td>
                {hotkey.combos.map((combo, i) => (
                  <span key={combo}>
                    {i > 0 && ` ${t('hotkeys.or', 'or')} `}
                    {combo.split(' ').map((k, j) => (
                      <kbd key={j}>{k}</kbd>
                    ))}
                  </span>
                ))}
              </td>
              <td>{hotkey.description()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="hotkeys-table">
        <caption>{t('hotkeys.player', 'In the video player')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hotkeys.keys', 'Keys')}</th>
            <th scope="col">{t('hotkeys.action', 'Action')}</th>
          </tr>
        </thead>
        <tbody>
          {PLAYER_HOTKEYS.map((hotkey) => (
            <tr key={hotkey.combos.join()}>
              <td>
                {hotkey.combos.map((combo, i) => (
                  <span key={combo}>
                    {i > 0 && ' / '}
                    <kbd>{combo}</kbd>
                  </span>
                ))}
              </td>
              <td>{hotkey.description()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="checkbox">
        <input type="checkbox" checked={enabled} onChange={(e) => setHotkeysEnabled(e.target.checked)} />
        {t('hotkeys.enable', 'Enable hotkeys in this web browser')}
      </label>
    </Modal>
  );
}
