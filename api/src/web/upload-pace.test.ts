import { describe, expect, test } from 'bun:test';
import { connect } from 'node:net';
import { fakeModel, identifyApp, imageForm, photo } from '../../test-support/identify';
import { ORIGIN } from '../../test-support/harness';
import { createRequestHandler } from '../handler';
import { identificationsForServer as identifications } from '../modules/identifications';
import { MAX_BODY_BYTES } from './body-limit';
import { UploadGate } from './upload-gate';
import { BodyTooSlow, pacedBody, TOO_SLOW_MESSAGE, UPLOAD_PACE, type UploadPace } from './upload-pace';

const provider = fakeModel();

/** What one declared length says: 40 MB and a byte, five photos' worth. */
const FORTY_MB_AND_A_BYTE = 41_943_041;

/** The server as it runs: a real socket, the request handler with its upload gate, in front of an identify app. */
async function servedUploads(gate: UploadGate) {
  const app = await identifyApp(provider.fake);
  const handle = createRequestHandler(app.app, app.ctx.config, { uploads: gate, uploadClients: identifications.uploadClients(app.ctx) });
  const server = Bun.serve({ port: 0, maxRequestBodySize: MAX_BODY_BYTES, fetch: (request, server) => handle(request, server) });
  /** A normal upload of one photo, from 127.0.0.1. */
  const upload = async () =>
    fetch(`http://127.0.0.1:${server.port}/api/identify`, { method: 'POST', body: imageForm(await photo(120, 90)), headers: { origin: ORIGIN } });
  const connections: Array<ReturnType<typeof trickle>> = [];
  return {
    server,
    upload,
    trickle: (everyMs: number) => {
      const connection = trickle(server.port!, everyMs);
      connections.push(connection);
      return connection;
    },
    /** Hangs up what is still trickling, then stops. */
    stop: async () => {
      for (const connection of connections) connection.hangUp();
      await server.stop(true);
      app.cleanup();
    },
  };
}

/**
 * One connection from 127.0.0.2, without a cookie, declaring FORTY_MB_AND_A_BYTE and sending a byte every
 * `everyMs`. `closed`: what it was answered, once the server closed it.
 */
function trickle(port: number, everyMs: number) {
  const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
  socket.write(
    `POST /api/identify HTTP/1.1\r\nHost: localhost\r\nOrigin: ${ORIGIN}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${FORTY_MB_AND_A_BYTE}\r\n\r\n`,
  );
  const timer = setInterval(() => socket.writable && socket.write('-'), everyMs);
  let answer = '';
  socket.on('data', (data) => (answer += data));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    }),
  );
  return { closed, hangUp: () => socket.destroy() };
}

/** Waits until the gate's places taken pass `check` (the server admits and releases out of the test's sight). */
async function until(gate: UploadGate, check: (inUse: number) => boolean) {
  for (let waited = 0; !check(gate.inUse()); waited += 5) {
    if (waited > 5_000) throw new Error(`the upload gate still holds ${gate.inUse()} places`);
    await Bun.sleep(5);
  }
}

describe('POST /api/identify trickled over a real socket', () => {
  test('one connection declaring 40 MB takes one client\'s share of four places: another client\'s upload gets 201 while it is open', async () => {
    const gate = new UploadGate(4);
    const served = await servedUploads(gate);
    try {
      const slow = served.trickle(2_000);
      await until(gate, (inUse) => inUse > 0);
      expect(gate.inUse()).toBe(3);
      const other = await served.upload();
      expect(other.status).toBe(201);
      expect(gate.inUse()).toBe(3);
      slow.hangUp();
      await slow.closed;
      // Cut off, it gives its places back.
      await until(gate, (inUse) => inUse === 0);
    } finally {
      await served.stop();
    }
  }, 20_000);

  test('a body slower than the pace after its grace is answered 408, its connection closed and its places given back', async () => {
    // One place: while the trickle holds it, nobody else uploads. A short grace stands in for 10 s.
    const gate = new UploadGate(1, { graceMs: 300, minBytesPerSecond: UPLOAD_PACE.minBytesPerSecond });
    const served = await servedUploads(gate);
    try {
      const slow = served.trickle(100);
      await until(gate, (inUse) => inUse === 1);
      expect((await served.upload()).status).toBe(429);
      const answer = await slow.closed;
      expect(answer).toStartWith('HTTP/1.1 408');
      expect(answer).toContain(JSON.stringify({ code: 'upload.too_slow', message: TOO_SLOW_MESSAGE }));
      await until(gate, (inUse) => inUse === 0);
      expect((await served.upload()).status).toBe(201);
    } finally {
      await served.stop();
    }
  }, 20_000);
});

describe('pacedBody', () => {
  const pace: UploadPace = { graceMs: 50, minBytesPerSecond: 1_000 };
  const bytes = (n: number) => new Uint8Array(n);

  test('a body that stops coming after its grace errors with BodyTooSlow', async () => {
    const source = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(bytes(10)) });
    const paced = pacedBody(source, pace);
    const reading = new Response(paced.body).arrayBuffer();
    await expect(reading).rejects.toBeInstanceOf(BodyTooSlow);
    expect(paced.fellBehind()).toBe(true);
  });

  test('a body that arrives at once is read whole, and nothing is left watching', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(3_000));
        controller.enqueue(bytes(2_000));
        controller.close();
      },
    });
    const paced = pacedBody(source, pace);
    expect((await new Response(paced.body).arrayBuffer()).byteLength).toBe(5_000);
    expect(paced.fellBehind()).toBe(false);
  });
});
