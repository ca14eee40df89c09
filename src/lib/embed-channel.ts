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

/** Opens the channel to `target` (the parent window) with `scope`. */
export function openEmbedChannel(
  target: Pick<Window, 'postMessage'>,
  scope: string,
  handlers: EmbedHandlers,
  self: Window = window,
): EmbedChannel {
  const post = (message: Message) => target.postMessage(JSON.stringify(message), '*');
  const scoped = (method: string) => `${scope}::${method}`;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== (target as unknown)) return;
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
