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

/** An actor's avatar, lazily loaded with fixed dimensions; without an image, the name's initials. */
export default function Avatar({ name, avatars, size = 40, shape = 'circle', labelled = false }: AvatarProps) {
  const image = avatars?.length ? pickAvatar(avatars, size) : undefined;
  const src = image ? mediaUrl(image.path, image.fileUrl) : undefined;
  const className = `avatar avatar-${shape}`;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src) {
    return (
      <img
        className={className}
        src={src}
        width={size}
        height={size}
        alt={labelled ? name : ''}
        loading="lazy"
        decoding="async"
        style={style}
      />
    );
  }
  return (
    <span
      className={`${className} avatar-initials`}
      style={style}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? name : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      {initials(name)}
    </span>
  );
}
