// An actor's avatar in a row's view (islands/common/Avatar.tsx's RowAvatar draws it): the image the Avatar component
// picks for its size, else the name's initials.
import { pickAvatar, type AvatarImage } from '../avatar';
import { initials } from '../format';
import { mediaFrom } from '../instance-url';
import type { RowContext } from './view';

/** A row's avatar: its image URL ('' without one) and initials, and which of the two shows. */
export function avatarView(name: string, avatars: AvatarImage[] | null | undefined, size: number, ctx: RowContext) {
  const picked = avatars?.length ? pickAvatar(avatars, size) : undefined;
  const src = (picked && mediaFrom(ctx.base, picked.path, picked.fileUrl)) ?? '';
  return { attr: { avatar: src }, text: { initials: initials(name) }, show: { avatar: !!src, initials: !src } };
}
