// The embed side of PeerTube's embed API (@peertube/embed-api): jschannel over postMessage. Messages are JSON
// strings; methods are scoped ("peertube::play"); requests carry an id and get `{ id, result }` or
// `{ id, error, message }`; both sides open with a `__ready` publish-request / publish-reply handshake.

type Message = { id?: number; method?: string; params?: unknown };

/** Handlers of the methods a host may call (`play`, `getCurrentTime`…); a returned promise is awaited. */
export type EmbedHandlers = Record<string, (params: unknown) => unknown>;

/** A channel to the embedding page: answers its calls and sends it notifications. */
export interface EmbedChannel {
  /** Sends a notification (`ready`, `playbackStatusUpdate`, `playbackStatusChange`). */
  notify: (method: string, params: unknown) => void;
  /** Stops listening. */
  close: () => void;
}

/** The origin of the page that frames this one, when the browser says it (ancestorOrigins, else the referrer). */
export function parentOrigin(
  doc: Pick<Document, 'referrer'> = document,
  loc: Partial<Location> = location,
): string | null {
  const ancestors = loc.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return doc.referrer ? new URL(doc.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Opens the channel to `target` (the parent window) with `scope`. Messages go to `origin` (the embedding page's),
 * never to '*': what the player says (its state, its position) is for that page only. Without a known origin the
 * channel waits for the page's first message and answers its origin.
 */
export function openEmbedChannel(
  target: { postMessage: (message: string, targetOrigin: string) => void },
  scope: string,
  handlers: EmbedHandlers,
  origin: string | null,
  self: Window = window,
): EmbedChannel {
  let peer = origin && origin !== 'null' ? origin : null;
  const queued: Message[] = [];
  const post = (message: Message) => {
    if (peer) target.postMessage(JSON.stringify(message), peer);
    else queued.push(message);
  };
  const scoped = (method: string) => `${scope}::${method}`;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== (target as unknown)) return;
    if (!peer && event.origin && event.origin !== 'null') {
      peer = event.origin;
      queued.splice(0).forEach(post);
    }
    if (event.origin !== peer) return;
    let message: Message;
    try {
      message = typeof event.data === 'string' ? JSON.parse(event.data) : null;
    } catch {
      return;
    }
    if (!message || typeof message.method !== 'string') return;
    const [messageScope, method] = message.method.includes('::') ? message.method.split('::') : ['', message.method];
    if (messageScope !== scope) return;
    if (method === '__ready') {
      const params = message.params as { type?: string } | undefined;
      if (params?.type === 'publish-request')
        post({ method: scoped('__ready'), params: { type: 'publish-reply', publish: [] } });
      return;
    }
    if (message.id === undefined) return;
    const id = message.id;
    const handler = handlers[method];
    if (!handler) {
      post({ id, error: 'unknown_method', message: `unknown method '${method}'` } as Message);
      return;
    }
    Promise.resolve()
      .then(() => handler(message.params))
      .then(
        (result) => post({ id, result: result === undefined ? null : result } as Message),
        (error) =>
          post({
            id,
            error: 'runtime_error',
            message: String(error instanceof Error ? error.message : error),
          } as Message),
      );
  };

  self.addEventListener('message', onMessage);
  // Our half of the handshake: the host's channel queues its calls until it sees this.
  post({ method: scoped('__ready'), params: { type: 'publish-request', publish: [] } });
  return {
    notify: (method, params) => post({ method: scoped(method), params }),
    close: () => self.removeEventListener('message', onMessage),
  };
}
