/** The account area's gear: a link to the account's settings, named by `label` (lib/rows/account.ts). */
export default function MySettingsLink({ label }: { label: string }) {
  return (
    <a className="icon-button" href="/my-account" aria-label={label} title={label}>
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
      </svg>
    </a>
  );
}
