import { mediaUrl } from '../../stores/instance/client-settings';
import { initials } from '../../lib/format';
import { pickAvatar, type AvatarImage } from '../../lib/avatar';

/** An image of an avatar as the API gives it (ActorImage). */
export type { AvatarImage };

/** Props: `name` (initials and alt text), `avatars` (the actor's images), `size` in CSS pixels (default 40). */
export interface AvatarProps {
  name: string;
  avatars?: AvatarImage[] | null;
  size?: number;
  /** Channel avatars are squares with rounded corners, accounts are circles. */
  shape?: 'circle' | 'square';
  /** Give a text alternative when no name is shown next to it (default: decorative). */
  labelled?: boolean;
}

/** The fields of a row's view an avatar reads (lib/rows/actor.ts's avatarView, merged into the row's view): its
 *  image's URL ('' for none: the initials show), the initials, and which of the two shows (both in the early paint's
 *  template, which keeps one). */
export interface AvatarRowView {
  attr: { avatar: string };
  text: { initials: string };
  show: { avatar: boolean; initials: boolean };
}

/** Props of a row's avatar: its view's fields, its size and shape, and a text alternative when no name is shown next
 *  to it (the name). */
export interface RowAvatarProps {
  view: AvatarRowView;
  size: number;
  shape: 'circle' | 'square';
  label?: string;
}

/** A row's avatar, from its view — the one way the rows (and so their early paint's templates) draw one: the image,
 *  lazily loaded with fixed dimensions, else the name's initials. The data-* attributes bind it to a row's view
 *  (lib/rows/view.ts). */
export function RowAvatar({ view, size, shape, label }: RowAvatarProps) {
  const className = `avatar avatar-${shape}`;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  return (
    <>
      {view.show.avatar && (
        <img
          className={className}
          src={view.attr.avatar}
          width={size}
          height={size}
          alt={label ?? ''}
          loading="lazy"
          decoding="async"
          style={style}
          data-show="avatar"
          data-a="src:avatar"
        />
      )}
      {view.show.initials && (
        <span
          className={`${className} avatar-initials`}
          style={style}
          role={label !== undefined ? 'img' : undefined}
          aria-label={label}
          aria-hidden={label !== undefined ? undefined : true}
          data-show="initials"
          data-v="initials"
        >
          {view.text.initials}
        </span>
      )}
    </>
  );
}

/** An actor's avatar, lazily loaded with fixed dimensions; without an image, the name's initials. */
export default function Avatar({ name, avatars, size = 40, shape = 'circle', labelled = false }: AvatarProps) {
  const picked = avatars?.length ? pickAvatar(avatars, size) : undefined;
  const src = (picked && mediaUrl(picked.path, picked.fileUrl)) ?? '';
  return (
    <RowAvatar
      view={{ attr: { avatar: src }, text: { initials: initials(name) }, show: { avatar: !!src, initials: !src } }}
      size={size}
      shape={shape}
      label={labelled ? name : undefined}
    />
  );
}
