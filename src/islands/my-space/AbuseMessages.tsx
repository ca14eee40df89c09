import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { $abuseMessages, abuseMessageForm, loadAbuseMessages } from '../../stores/my-space/my-abuses';
import Field, { FormMessage } from '../common/Field';
import { useForm } from '../common/useForm';
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
  const form = abuseMessageForm(abuseId);
  const { values, errors, status } = useForm(form, { load: false });
  useEffect(() => void loadAbuseMessages(abuseId), [abuseId]);

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
          void form.submit();
        }}
      >
        <Field label={t('myAbuses.newMessage', 'Your message to the moderators')} error={errors.message}>
          {(a) => (
            <textarea
              {...a}
              value={values?.message ?? ''}
              rows={3}
              maxLength={3000}
              onChange={(e) => form.set('message', e.target.value)}
            />
          )}
        </Field>
        <FormMessage error={errors._form} />
        <div>
          <button type="submit" className="button primary" disabled={status === 'submitting'}>
            {t('myAbuses.send', 'Send message')}
          </button>
        </div>
      </form>
    </section>
  );
}
