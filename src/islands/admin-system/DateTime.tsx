import { useStore } from '@nanostores/react';
import { $language } from '../../i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Props: an ISO date (or null: nothing shown). */
export interface DateTimeProps {
  date: string | null | undefined;
}

/** A date with seconds in the interface language (jobs and logs need the exact moment, not "2 hours ago"). */
export default function DateTime({ date }: DateTimeProps) {
  const language = useStore($language);
  const d = date ? new Date(date) : null;
  if (!d || Number.isNaN(d.getTime())) return null;
  let format = formats.get(language);
  if (!format)
    formats.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' })));
  return <time dateTime={d.toISOString()}>{format.format(d)}</time>;
}
