import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Me } from '../../api/users';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $debugInfo,
  DEBUG_COMMANDS,
  loadDebugInfo,
  runCommand,
  type DebugCommand,
} from '../../stores/admin-system/admin-debug';
import SettingsTabs from '../admin/SettingsTabs';
import { contained } from '../common/contained';
import Remote from '../common/Remote';
import { useAction } from '../common/useAction';
import { useAccess } from '../shell/useAccess';
import '../../styles/admin.css';
import './system.css';

/** Debug: the IP address the server sees for this browser (to check trust_proxy), its ActivityPub backlog, tasks to run now (MANAGE_DEBUG). */
function AdminDebug() {
  const user = useAccess(Right.manageDebug);
  return user ? <Debug user={user} /> : null;
}

function Debug({ user }: { user: Me }) {
  const t = useT();
  const info = useStore($debugInfo);
  useEffect(() => void loadDebugInfo(), []);
  return (
    <>
      <SettingsTabs current="debug" user={user} />
      <section aria-labelledby="debug-ip">
        <h2 id="debug-ip">{t('adminDebug.ipTitle', 'IP address')}</h2>
        <Remote state={info} retry={() => void loadDebugInfo()}>
          {(debug) => (
            <>
              <dl className="debug-figures">
                <dt>{t('adminDebug.ip', 'Your browser’s public IP address, as the server sees it')}</dt>
                <dd>
                  <strong>{debug.ip}</strong>
                </dd>
                <dt>{t('adminDebug.waiting', 'ActivityPub messages waiting')}</dt>
                <dd>{debug.activityPubMessagesWaiting}</dd>
              </dl>
              <p>
                {t(
                  'adminDebug.ipHelp',
                  'If this is not your correct public IP, fix it: views may be counted wrongly, the anti brute force system could be overzealous and P2P may not work. Check the trust_proxy key of the server configuration.',
                )}
              </p>
            </>
          )}
        </Remote>
      </section>
      <Commands />
    </>
  );
}

function Commands() {
  const t = useT();
  const [busy, run] = useAction();
  const labels: Record<DebugCommand, string> = {
    'remove-dandling-resumable-uploads': t('adminDebug.cmd.uploads', 'Remove unfinished resumable uploads'),
    'remove-expired-user-exports': t('adminDebug.cmd.exports', 'Remove expired user exports'),
    'process-video-views-buffer': t('adminDebug.cmd.views', 'Save the buffered video views'),
    'process-video-viewers': t('adminDebug.cmd.viewers', 'Process viewer statistics'),
    'process-update-videos-scheduler': t('adminDebug.cmd.scheduled', 'Publish scheduled videos that are due'),
    'process-video-channel-sync-latest': t('adminDebug.cmd.sync', 'Synchronize channels with their remote source'),
  };
  return (
    <section aria-labelledby="debug-commands">
      <h2 id="debug-commands">{t('adminDebug.commandsTitle', 'Run a server task now')}</h2>
      <p className="muted">
        {t(
          'adminDebug.commandsHelp',
          'These tasks also run on their own schedule; running one now does not change when it runs next.',
        )}
      </p>
      <ul className="debug-commands">
        {DEBUG_COMMANDS.map((command) => (
          <li key={command}>
            <span>
              {labels[command]} <code className="muted">{command}</code>
            </span>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void run(() => runCommand(command), t('adminDebug.done', 'Done: {task}.', { task: labels[command] }))
              }
            >
              {t('adminDebug.run', 'Run')}
              <span className="visually-hidden"> ({labels[command]})</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default contained(AdminDebug, 'AdminDebug');
