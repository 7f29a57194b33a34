import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { createTestApp, type TestApp } from '../test/app';

/**
 * What Node's http server answers by itself, before Fastify sees a request (a request line or
 * headers it cannot parse or that are too large, an Expect it does not know), tried on a real
 * socket: app.inject never goes through Node's parser.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Sends `request` as raw bytes and reads the answer until the server closes the connection. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection once it answered; what arrived is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(
        headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const body = rest.join('\r\n\r\n');
      resolve({ status, headers, body: body ? (JSON.parse(body) as unknown) : null });
    });
    socket.write(request);
  });
}

const shaped = (status: number, message: string) => ({ status, body: { errors: { message: [message] } } });
const outcome = ({ status, body }: RawAnswer) => ({ status, body });

describe("Node's own answers to malformed requests", () => {
  it('answers a query string of 20 KB with 431 in the product shape', async () => {
    const res = await raw(`GET /api/users/search?name=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(outcome(res)).toEqual(shaped(431, MESSAGES.errors.requestTooLarge));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(res.body)));
  });

  it('answers headers of 20 KB with 431 in the product shape', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Grande: ${'b'.repeat(20 * 1024)}\r\n\r\n`);
    expect(outcome(res)).toEqual(shaped(431, MESSAGES.errors.requestTooLarge));
  });

  it('answers a request it cannot parse with 400 in the product shape', async () => {
    const garbage = await raw('ISSO NAO E HTTP\r\n\r\n');
    const badLength = await raw('POST /api/accounts/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n{}');
    const badHeader = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nCabeçalho quebrado\r\n\r\n');
    for (const res of [garbage, badLength, badHeader]) expect(outcome(res)).toEqual(shaped(400, MESSAGES.errors.malformedRequest));
  });

  it('answers an HTTP/1.1 request without Host with 400 in the product shape', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(outcome(res)).toEqual(shaped(400, MESSAGES.errors.malformedRequest));
    // HTTP/1.0 has no Host to require.
    expect((await raw('GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers an Expect it does not know with 417 in the product shape', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nExpect: algo-estranho\r\nConnection: close\r\n\r\n');
    expect(outcome(res)).toEqual(shaped(417, MESSAGES.errors.expectationFailed));
  });

  it('still answers well-formed requests', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
