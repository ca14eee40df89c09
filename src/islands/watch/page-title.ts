import { $config } from '../../stores/instance/config';

/** Names the page after what it shows ("{title} - {instance}"), as the shell does for static titles. */
export function setPageTitle(title: string): void {
  document.querySelector<HTMLMetaElement>('meta[name="page-title"]')?.setAttribute('content', title);
  const name = $config.get().data?.instance?.name;
  document.title = name ? `${title} - ${name}` : title;
}
