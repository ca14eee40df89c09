// Comparing what an early paint drew with what React renders: React's server HTML separates adjacent texts with
// comments, which a DOM built by hand has not.

/** A copy of `root` without comments, its adjacent texts joined. */
export function withoutComments<T extends Element>(root: T): T {
  const copy = root.cloneNode(true) as T;
  const walker = root.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.parentNode!.removeChild(c));
  copy.normalize();
  return copy;
}
