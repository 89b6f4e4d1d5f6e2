import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A tiny TCP proxy between a server under test and its database, to take the database away and give it back:
 * `stop()` closes the port and cuts every connection (the database is gone: connections are refused); `hang()`
 * keeps accepting but passes nothing on (a database that does not answer); `start()` forwards again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'hang' = 'forward';
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        track(client);
        if (mode === 'hang') return; // read and never answered
        const upstream = connect(target.port, target.host);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });

  const port = await listen(0);
  const close = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return {
    port,
    async stop() {
      mode = 'forward';
      cutAll();
      await close();
      server = undefined;
    },
    async start() {
      mode = 'forward';
      if (!server) await listen(port);
    },
    hang() {
      mode = 'hang';
      cutAll();
    },
  };
}
