// PeerTube's time syntax in links and embeds (?start=, ?stop=, timestamps): pure, so the store-free embed uses it too.

/** Seconds from PeerTube's time syntax: `90`, `1m30s`, `1h2m3s`, `1:30` or `01:02:03`; undefined when unreadable. */
export function parseTime(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const text = raw.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})$/.exec(text);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!m || !m[0]) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** A time typed into a form, in whole seconds: undefined when empty, NaN when unreadable (the field says so). */
export function parseTimestamp(text: string): number | undefined {
  if (!text.trim()) return undefined;
  const seconds = parseTime(text);
  return seconds == null ? NaN : Math.floor(seconds);
}
