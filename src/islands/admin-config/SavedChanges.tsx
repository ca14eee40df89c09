// After a save: the list of the settings that changed, old → new.
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $savedChanges } from '../../stores/admin-config/admin-config';

/** The "what changed" summary of the last save (nothing before a save, or after the next edit). */
export default function SavedChanges() {
  const t = useT();
  const tn = useTn();
  const changes = useStore($savedChanges);
  if (!changes.length) return null;
  return (
    <section className="config-saved" role="status" aria-labelledby="config-saved-title">
      <h2 id="config-saved-title">
        {tn(
          'adminConfig.savedCount',
          { one: 'Saved: {count} setting changed', other: 'Saved: {count} settings changed' },
          changes.length,
        )}
      </h2>
      <ul>
        {changes.map((c) => (
          <li key={c.path}>
            <strong>{c.label}</strong>: <span className="config-before">{c.before}</span>{' '}
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{t('adminConfig.changedTo', 'changed to')}</span>{' '}
            <span className="config-after">{c.after}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
