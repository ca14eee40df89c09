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

/** Props of an avatar drawn from a row's view (lib/rows/actor.ts's avatarView): its image's URL ('' for none: the
 *  initials show) and the initials, as the row's `avatar` and `initials`. */
export interface AvatarViewProps {
  src: string;
  initials: string;
  size: number;
  shape: 'circle' | 'square';
  /** Whether each form shows (a row's view: both in the early paint's template, which keeps one). */
  image: boolean;
  letters: boolean;
  /** A text alternative when no name is shown next to it (the name). */
  label?: string;
}

/** An avatar: the image, lazily loaded with fixed dimensions, else the name's initials. The data-* attributes bind it
 *  to a row's view (lib/rows/view.ts). */
export function AvatarView({
  src,
  initials: letters,
  size,
  shape,
  image,
  letters: showLetters,
  label,
}: AvatarViewProps) {
  const className = `avatar avatar-${shape}`;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  return (
    <>
      {image && (
        <img
          className={className}
          src={src}
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
      {showLetters && (
        <span
          className={`${className} avatar-initials`}
          style={style}
          role={label !== undefined ? 'img' : undefined}
          aria-label={label}
          aria-hidden={label !== undefined ? undefined : true}
          data-show="initials"
          data-v="initials"
        >
          {letters}
        </span>
      )}
    </>
  );
}

/** The fields of a row's view an avatar reads (lib/rows/actor.ts's avatarView, merged into the row's view). */
export interface AvatarRowView {
  attr: { avatar: string };
  text: { initials: string };
  show: { avatar: boolean; initials: boolean };
}

/** A row's avatar, from its view: the one way the rows (and so their early paint's templates) draw one. */
export function RowAvatar({ view, size, shape }: { view: AvatarRowView; size: number; shape: 'circle' | 'square' }) {
  return (
    <AvatarView
      src={view.attr.avatar}
      initials={view.text.initials}
      size={size}
      shape={shape}
      image={view.show.avatar}
      letters={view.show.initials}
    />
  );
}

/** An actor's avatar, lazily loaded with fixed dimensions; without an image, the name's initials. */
export default function Avatar({ name, avatars, size = 40, shape = 'circle', labelled = false }: AvatarProps) {
  const picked = avatars?.length ? pickAvatar(avatars, size) : undefined;
  const src = (picked && mediaUrl(picked.path, picked.fileUrl)) ?? '';
  return (
    <AvatarView
      src={src}
      initials={initials(name)}
      size={size}
      shape={shape}
      image={!!src}
      letters={!src}
      label={labelled ? name : undefined}
    />
  );
}
