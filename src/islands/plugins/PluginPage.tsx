import { useEffect, useRef } from 'react';
import type { PluginClientRoute } from '../../stores/plugins/registry';
import { setPageTitle } from '../watch/page-title';

/** Props: the route a plugin registered. */
export interface PluginPageProps {
  route: PluginClientRoute;
}

/** A plugin's page inside the shell: an element the plugin fills (`onMount({ rootEl })`), with the title it gives. */
export default function PluginPage({ route }: PluginPageProps) {
  const root = useRef<HTMLDivElement>(null);
  const title = route.options.title;
  useEffect(() => {
    if (title) setPageTitle(title);
    if (!root.current) return;
    try {
      route.options.onMount?.({ rootEl: root.current });
    } catch (error) {
      console.error(`Cannot mount the page ${route.route} of plugin ${route.plugin.name}`, error);
    }
  }, [route, title]);
  return (
    <section className="plugin-page" aria-label={title || undefined}>
      {title && <h1 className="visually-hidden">{title}</h1>}
      <div ref={root} className="plugin-page-root" />
    </section>
  );
}
