// Links the server gives (actor URLs, plugin homepages) become hrefs only when they are web links.

/** A server-given link when it is http(s), else undefined: actor URLs and plugin homepages must not become `javascript:` links. */
export function webUrl(url: string | null | undefined): string | undefined {
  try {
    return url && /^https?:$/.test(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
