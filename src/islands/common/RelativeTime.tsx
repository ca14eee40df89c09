import { useStore } from '@nanostores/react';
import { $language } from '../../i18n';
import { formatDate, formatRelative } from '../../lib/format';

/** Props: `date` (ISO string or epoch ms). */
export interface RelativeTimeProps {
  date: string | number | Date;
}

/** "3 days ago" in the interface language, with the full date as tooltip and machine-readable datetime. */
export default function RelativeTime({ date }: RelativeTimeProps) {
  const language = useStore($language);
  const iso = new Date(date).toISOString();
  return (
    <time dateTime={iso} title={formatDate(date, language)}>
      {formatRelative(date, language)}
    </time>
  );
}
