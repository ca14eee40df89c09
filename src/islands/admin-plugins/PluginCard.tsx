import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { webUrl } from '../../lib/web-url';

/** Props: what a card shows of a plugin (installed or from the index), its badges and its buttons. */
export interface PluginCardProps {
  name: string;
  npmName: string;
  version?: string;
  description?: string;
  homepage?: string;
  badges?: ReactNode;
  children?: ReactNode;
}

/** One plugin or theme: name and version, homepage and npm links, badges, description, then its actions. */
export default function PluginCard({
  name,
  npmName,
  version,
  description,
  homepage,
  badges,
  children,
}: PluginCardProps) {
  const t = useT();
  const home = webUrl(homepage);
  return (
    <li className="admin-item plugin-card">
      <div className="plugin-card-title">
        <strong className="plugin-name">{name}</strong>
        {version ? <span className="muted">{version}</span> : null}
        {badges}
      </div>
      {description ? (
        <p className="plugin-description" dir="auto">
          {description}
        </p>
      ) : null}
      <p className="plugin-links">
        {home ? (
          <a href={home} rel="noopener noreferrer" target="_blank">
            {t('adminPlugins.homepage', 'Homepage of {name}', { name })}
          </a>
        ) : null}
        <a
          href={`https://www.npmjs.com/package/${encodeURIComponent(npmName)}`}
          rel="noopener noreferrer"
          target="_blank"
        >
          {t('adminPlugins.npm', 'npm page of {name}', { name })}
        </a>
      </p>
      {children ? <div className="admin-actions">{children}</div> : null}
    </li>
  );
}

/** A button's hidden "(name)": every row's buttons say which plugin they act on to screen readers. */
export function Of({ name }: { name: string }) {
  return <span className="visually-hidden"> ({name})</span>;
}
