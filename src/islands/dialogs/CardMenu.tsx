import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useT } from '../../i18n/useT';
import { instanceHost } from '../../stores/instance/client-settings';
import { closeCardMenu, type CardMenuRequest } from '../../stores/dialogs/card-menu';
import {
  cardActions,
  editPath,
  runCardAction,
  watchActions,
  type CardAction,
} from '../../stores/dialogs/card-menu-actions';
import { $me } from '../../stores/session/user';

/** Props: the open request (video, trigger, how it was opened). */
export interface CardMenuProps {
  request: CardMenuRequest;
}

/**
 * A video card's "More actions" menu (Ark UI Menu: menu roles, arrow keys, typeahead, Escape and focus back on the
 * card's trigger), hung from the card's own trigger button by its id, so the card carries no menu code.
 */
export default function CardMenu({ request }: CardMenuProps) {
  const t = useT();
  const me = useStore($me);
  const host = instanceHost();
  const { video } = request;
  // Closed here first, so Ark gives focus back to the trigger; the request ends once the menu is gone.
  const [open, setOpen] = useState(true);
  const viewer = me.status === 'ready' ? me.data : null;
  const actions = request.variant === 'watch' ? watchActions(video, viewer, host) : cardActions(video, viewer, host);
  const labels: Record<CardAction, string> = {
    save: t('cardMenu.save', 'Save to playlist'),
    share: t('cardMenu.share', 'Share'),
    download: t('cardMenu.download', 'Download'),
    edit: t('cardMenu.edit', 'Edit'),
    block: t('cardMenu.block', 'Block'),
    delete: t('cardMenu.delete', 'Delete'),
    report: t('cardMenu.report', 'Report'),
    'mute-account': t('cardMenu.muteAccount', 'Mute account'),
    'mute-instance': t('cardMenu.muteInstance', 'Mute instance'),
    'ban-account': t('cardMenu.banAccount', 'Ban account'),
  };
  return (
    <Menu.Root
      open={open}
      ids={{ trigger: request.triggerId }}
      defaultHighlightedValue={request.keyboard ? actions[0] : undefined}
      positioning={{ placement: 'bottom-end', gutter: 4 }}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={closeCardMenu}
      onSelect={({ value }) => {
        if (value === 'edit') return;
        // Focus on the trigger first, so the dialog the entry opens gives it back there when it closes.
        setTimeout(() => {
          document.getElementById(request.triggerId)?.focus({ preventScroll: true });
          runCardAction(value as CardAction, video, host);
        }, 0);
      }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            className="user-menu card-menu"
            aria-label={t('cardMenu.label', 'Actions for {name}', { name: video.name })}
          >
            {actions.map((action) =>
              action === 'edit' ? (
                <Menu.Item key={action} value={action} asChild>
                  <a href={editPath(video)}>{labels.edit}</a>
                </Menu.Item>
              ) : (
                <Menu.Item key={action} value={action}>
                  {labels[action]}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
