import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A tiny TCP proxy between a server under test and its database, to take the database away and give it back:
 * `stop()` closes the port and cuts every connection (the database is gone: connections are refused); `hang()`
 * freezes every connection, open or new, passing nothing either way (a database that does not answer); `start()`
 * forwards again on the same port, frozen connections carrying on where they stopped.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let frozen = false;
  let server: Server | undefined;
  const pairs = new Set<[Socket, Socket]>();
  const flow = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const freeze = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair: [Socket, Socket] = [client, upstream];
        pairs.add(pair);
        const end = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        for (const socket of pair) {
          socket.on('close', end);
          socket.on('error', end);
        }
        if (frozen) client.pause();
        else flow(pair);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });

  const port = await listen(0);
  return {
    port,
    async stop() {
      frozen = false;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    async start() {
      if (frozen) for (const pair of pairs) flow(pair);
      frozen = false;
      if (!server) await listen(port);
    },
    hang() {
      frozen = true;
      for (const pair of pairs) freeze(pair);
    },
  };
}
