// PeerTube's predefined abuse reasons and their labels, shared by the report dialog and the reporter's own list.

type Translate = (key: string, english: string) => string;

/** The label of a predefined reason (unknown ones are shown as sent). */
export function abuseReasonLabel(t: Translate, reason: string): string {
  const labels: Record<string, string> = {
    violentOrAbusive: t('myAbuses.reason.violentOrAbusive', 'Violent or abusive'),
    hatefulOrAbusive: t('myAbuses.reason.hatefulOrAbusive', 'Hateful or abusive'),
    spamOrMisleading: t('myAbuses.reason.spamOrMisleading', 'Spam or misleading'),
    privacy: t('myAbuses.reason.privacy', 'Privacy'),
    rights: t('myAbuses.reason.rights', 'Copyright'),
    serverRules: t('myAbuses.reason.serverRules', 'Breaks the server rules'),
    thumbnails: t('myAbuses.reason.thumbnails', 'Thumbnails'),
    captions: t('myAbuses.reason.captions', 'Captions'),
  };
  return labels[reason] ?? reason;
}
