import { mediaUrl } from '../../api/videos';
import { initials } from '../../lib/format';

/** An image of an avatar as the API gives it (ActorImage). */
export interface AvatarImage {
  width?: number;
  path?: string;
  fileUrl?: string;
}

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

/** The smallest image at least `size` wide, else the largest. */
function pick(avatars: AvatarImage[], size: number): AvatarImage | undefined {
  const sorted = [...avatars].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return sorted.find((a) => (a.width ?? 0) >= size) ?? sorted[sorted.length - 1];
}

/** An actor's avatar, lazily loaded with fixed dimensions; without an image, the name's initials. */
export default function Avatar({ name, avatars, size = 40, shape = 'circle', labelled = false }: AvatarProps) {
  const image = avatars?.length ? pick(avatars, size) : undefined;
  const src = image ? mediaUrl(image.path, image.fileUrl) : undefined;
  const className = `avatar avatar-${shape}`;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src) {
    return <img className={className} src={src} width={size} height={size} alt={labelled ? name : ''} loading="lazy" decoding="async" style={style} />;
  }
  return (
    <span className={`${className} avatar-initials`} style={style} role={labelled ? 'img' : undefined} aria-label={labelled ? name : undefined} aria-hidden={labelled ? undefined : true}>
      {initials(name)}
    </span>
  );
}
