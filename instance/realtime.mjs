// socket.io namespace /user-notifications: auth by handshake query `accessToken`, server event `new-notification`.
import { Server } from 'socket.io';
import { userForAccessToken } from './lib/auth.mjs';

/** Attaches socket.io to the http server; returns `{ notify(userId, payload), close() }`. */
export function attachRealtime(server, store) {
  const io = new Server(server, { cors: { origin: '*' }, serveClient: false });
  const nsp = io.of('/user-notifications');
  nsp.use((socket, next) => {
    const user = userForAccessToken(store, socket.handshake.query.accessToken);
    // Same message as PeerTube (fixtures/socketio-connection-log.json).
    if (!user) return next(new Error('Invalid access token.'));
    socket.data.userId = user.id;
    next();
  });
  nsp.on('connection', (socket) => socket.join(`user-${socket.data.userId}`));
  return {
    notify: (userId, payload) => nsp.to(`user-${userId}`).emit('new-notification', payload),
    close: () => io.close(),
  };
}
