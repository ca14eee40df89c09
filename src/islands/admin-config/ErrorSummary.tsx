// Before the tabs after a refused save: every setting in error, each a button that opens its tab and focuses it.
import { useStore } from '@nanostores/react';
import { useT, useTn } from '../../i18n/useT';
import { $configErrorPaths, configForm, showConfigTab } from '../../stores/admin-config/admin-config';
import { settingLabel, tabOf } from '../../stores/admin-config/config-settings';

/** Moves to a setting: its tab, then its control. */
export function focusSetting(path: string): void {
  showConfigTab(tabOf(path));
  // The tab's panel becomes visible on the next render. The control in error first (a quota's "other value" input).
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const setting = `[data-setting="${CSS.escape(path)}"]`;
      (
        document.querySelector<HTMLElement>(`${setting} [aria-invalid="true"]`) ??
        document.querySelector<HTMLElement>(`${setting} :is(input, select, textarea)`)
      )?.focus();
    }),
  );
}

/** The list of settings in error (nothing when there is none). */
export default function ErrorSummary() {
  const t = useT();
  const tn = useTn();
  const paths = useStore($configErrorPaths);
  const errors = useStore(configForm.$errors);
  if (!paths.length) return null;
  return (
    <div className="alert alert-error config-errors" role="alert">
      <p>
        <strong>
          {tn(
            'adminConfig.errorCount',
            { one: '{count} setting needs attention:', other: '{count} settings need attention:' },
            paths.length,
          )}
        </strong>
      </p>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <button type="button" className="button-link" onClick={() => focusSetting(path)}>
              {settingLabel(path, t)}
            </button>
            : {errors[path]}
          </li>
        ))}
      </ul>
    </div>
  );
}
