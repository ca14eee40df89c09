import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { $abuseMessages, loadAbuseMessages, sendMessage } from '../../stores/my-space/my-abuses';
import Remote from '../common/Remote';
import RelativeTime from '../common/RelativeTime';

/** Props: the panel's element id (the toggle controls it) and the report. */
export interface AbuseMessagesProps {
  id: string;
  abuseId: number;
}

/** The conversation of a report with the moderators, and a form to add to it. */
export default function AbuseMessages({ id, abuseId }: AbuseMessagesProps) {
  const t = useT();
  const all = useStore($abuseMessages);
  const state = all[String(abuseId)] ?? { status: 'idle' as const };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => void loadAbuseMessages(abuseId), [abuseId]);
  const fieldId = `${id}-field`;

  async function submit() {
    setSending(true);
    const problem = await sendMessage(abuseId, text);
    setSending(false);
    setError(problem);
    if (!problem) setText('');
  }

  return (
    <section
      id={id}
      className="abuse-messages"
      aria-label={t('myAbuses.thread', 'Messages of report #{id}', { id: abuseId })}
    >
      <Remote
        state={state}
        retry={() => void loadAbuseMessages(abuseId)}
        isEmpty={(d) => !d.data?.length}
        emptyMessage={t('myAbuses.noMessages', 'No messages yet.')}
      >
        {(page) => (
          <ol className="abuse-message-list">
            {page.data.map((m) => (
              <li key={m.id} className={m.byModerator ? 'by-moderator' : ''}>
                <p className="muted">
                  <strong>{m.account?.displayName || m.account?.name}</strong>
                  {m.byModerator && <> · {t('myAbuses.moderator', 'Moderator')}</>}
                  {m.createdAt && (
                    <>
                      {' '}
                      · <RelativeTime date={String(m.createdAt)} />
                    </>
                  )}
                </p>
                <p className="pre-line">{m.message}</p>
              </li>
            ))}
          </ol>
        )}
      </Remote>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={fieldId}>{t('myAbuses.newMessage', 'Your message to the moderators')}</label>
        <textarea
          id={fieldId}
          value={text}
          rows={3}
          maxLength={3000}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        {error && (
          <p id={`${fieldId}-error`} className="error-text" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="button primary" disabled={sending}>
            {t('myAbuses.send', 'Send message')}
          </button>
        </div>
      </form>
    </section>
  );
}
