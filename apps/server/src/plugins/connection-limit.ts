import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface Tracked {
  socket: Socket;
  /** Requests answered on this connection so far. */
  served: number;
  /** Requests under way on this connection now. */
  busy: number;
}

/**
 * At most `limit` open connections per client address (0: no limit): one client cannot hold every
 * socket of the server. When a client is at its limit, a new connection first takes the place of
 * one of its idle keep-alive connections (one that has answered a request and waits for the next),
 * so a well-behaved client with a full connection pool is never locked out. Only when all of its
 * connections are busy, or have not sent a request yet, is the new one closed, before any request.
 */
export function limitConnectionsPerClient(server: Server, limit: number): void {
  if (limit <= 0) return;
  const byAddress = new Map<string, Set<Tracked>>();
  const bySocket = new WeakMap<Socket, Tracked>();

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const open = byAddress.get(address) ?? new Set<Tracked>();
    if (open.size >= limit) {
      const idle = oldestIdle(open);
      if (!idle) {
        socket.destroy();
        return;
      }
      open.delete(idle);
      idle.socket.destroy();
    }
    const tracked: Tracked = { socket, served: 0, busy: 0 };
    open.add(tracked);
    byAddress.set(address, open);
    bySocket.set(socket, tracked);
    socket.once('close', () => {
      open.delete(tracked);
      if (open.size === 0 && byAddress.get(address) === open) byAddress.delete(address);
    });
  });

  server.on('request', (request, response) => {
    const tracked = bySocket.get(request.socket);
    if (!tracked) return;
    tracked.busy += 1;
    response.once('close', () => {
      tracked.busy -= 1;
      tracked.served += 1;
    });
  });
}

/** Sets keep insertion order, so the first idle one found is the oldest. */
function oldestIdle(open: Set<Tracked>): Tracked | undefined {
  for (const tracked of open) if (tracked.busy === 0 && tracked.served > 0) return tracked;
  return undefined;
}
