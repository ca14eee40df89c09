// socket.io namespace /user-notifications: auth by handshake query `accessToken`, server event `new-notification`;
// and /live-videos, as PeerTube's: `subscribe` / `unsubscribe` {videoId} join a video's room, which gets
// `state-change` {state} and `views-change` {viewers}.
import { Server } from 'socket.io';
import { userForAccessToken } from './lib/auth.mjs';

/** Attaches socket.io to the http server; returns `{ notify(userId, payload), drop(covered), close() }`.
 *  `refused(req)` says whether a handshake falls in a test's outage (instance/outage.mjs): it is refused then. */
export function attachRealtime(server, store, refused = () => false) {
  const io = new Server(server, {
    cors: { origin: '*' },
    serveClient: false,
    allowRequest: (req, callback) => callback(refused(req) ? 'The server is restarting' : null, !refused(req)),
  });
  const nsp = io.of('/user-notifications');
  nsp.use((socket, next) => {
    const user = userForAccessToken(store, socket.handshake.query.accessToken);
    // Same message as PeerTube (fixtures/socketio-connection-log.json).
    if (!user) return next(new Error('Invalid access token.'));
    socket.data.userId = user.id;
    next();
  });
  nsp.on('connection', (socket) => socket.join(`user-${socket.data.userId}`));
  const lives = io.of('/live-videos');
  lives.on('connection', (socket) => {
    socket.on('subscribe', (params) => {
      if (/^\d+$/.test(String(params?.videoId))) socket.join(String(params.videoId));
    });
    socket.on('unsubscribe', (params) => socket.leave(String(params?.videoId)));
  });
  return {
    notify: (userId, payload) => nsp.to(`user-${userId}`).emit('new-notification', payload),
    /** Ends the connections whose handshake `covered(req)` accepts, as a restart does (the client reconnects). */
    drop: (covered) => {
      for (const socket of nsp.sockets.values()) if (covered(socket.request)) socket.conn.close();
    },
    /** A live's new state (PeerTube's `state-change`). */
    liveState: (videoId, state) => lives.in(String(videoId)).emit('state-change', { state }),
    /** A live's viewers (PeerTube's `views-change`). */
    liveViewers: (videoId, viewers) => lives.in(String(videoId)).emit('views-change', { viewers }),
    close: () => io.close(),
  };
}
