import { useEffect, useState } from 'react';
import { pluginPanels, type PanelPage, type PluginPanel } from '../../stores/plugins/panels';
import ServerHtml from '../admin-plugins/ServerHtml';

/** Props: the page whose panels these are. */
export interface PluginPanelsProps {
  page: PanelPage;
}

/** The panels plugins add below the login or sign-up form, each a disclosure with its (sanitised) HTML. */
export default function PluginPanels({ page }: PluginPanelsProps) {
  const [panels, setPanels] = useState<PluginPanel[]>([]);
  useEffect(() => {
    let live = true;
    void pluginPanels(page).then((list) => live && setPanels(list));
    return () => {
      live = false;
    };
  }, [page]);
  if (!panels.length) return null;
  return (
    <div className="plugin-panels">
      {panels.map((panel, index) => (
        <details key={`${panel.id}-${index}`} className="plugin-panel" id={`plugin-panel-${panel.id}`}>
          <summary>{panel.title}</summary>
          <ServerHtml html={panel.html} />
        </details>
      ))}
    </div>
  );
}
