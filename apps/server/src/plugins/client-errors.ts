import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@lastro/domain';
import { badRequest } from '../lib/errors';

/** A raw answer in the product's shape, as bytes ready for a socket or a bare response. */
function answer(status: number, message: string) {
  const body = JSON.stringify({ errors: { message: [message] } });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  };
  return { status, body, headers };
}

/** What Node's HTTP parser refused, as the status Node itself would give and our message. */
function clientErrorAnswer(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') return answer(431, MESSAGES.errors.requestTooLarge);
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return answer(408, MESSAGES.errors.requestTimeout);
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return answer(413, MESSAGES.errors.bodyTooLarge);
  return answer(400, MESSAGES.errors.malformedRequest);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP server refuses before any request exists
 * (a URL or headers above 16 KB, a request line or header it cannot parse, a request that
 * timed out) answers in the product's shape and Portuguese, with the status Node would give
 * (431, 400, 408, 413), instead of Fastify's English JSON.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body, headers } = clientErrorAnswer(err.code);
  this.log.debug({ code: err.code, status }, 'client error');
  if (socket.writable && socket.bytesWritten === 0) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(err);
}

/** Node's own HTTP server options that make it answer by itself; clientErrorsPlugin answers instead. */
export const HTTP_SERVER_OPTIONS = { requireHostHeader: false } as const;

/**
 * The two answers Node's HTTP server gives by itself to a request it did parse, with an empty
 * body: 417 to an Expect header other than 100-continue (unless someone listens to
 * 'checkExpectation') and 400 to an HTTP/1.1 request without Host (unless requireHostHeader is
 * off, HTTP_SERVER_OPTIONS). Both answer here in the product's shape.
 */
export const clientErrorsPlugin = fp(async (app: FastifyInstance) => {
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const { status, body, headers } = answer(417, MESSAGES.errors.expectationFailed);
    response.writeHead(status, headers);
    response.end(body);
  });
  // Callback hooks where nothing is awaited: every request runs them, and an async hook costs a promise each.
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.raw.httpVersion === '1.1' && !request.headers.host ? badRequest(MESSAGES.errors.malformedRequest) : undefined);
  });
});
