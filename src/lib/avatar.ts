// Which of an actor's images an avatar shows: shared by the Avatar component and the early paints, which cannot
// import the component (its chunk carries React).

/** An image of an avatar as the API gives it (ActorImage). */
export interface AvatarImage {
  width?: number;
  path?: string;
  fileUrl?: string;
}

/** The smallest image at least `size` wide, else the largest. */
export function pickAvatar(avatars: AvatarImage[], size: number): AvatarImage | undefined {
  const sorted = [...avatars].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return sorted.find((a) => (a.width ?? 0) >= size) ?? sorted[sorted.length - 1];
}
