import type { Server } from 'node:http';

/**
 * At most `limit` open connections per client address (0: no limit): one client cannot hold every
 * socket of the server. A connection over the limit is closed at once, before any request.
 */
export function limitConnectionsPerClient(server: Server, limit: number): void {
  if (limit <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
