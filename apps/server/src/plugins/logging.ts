import type { FastifyServerOptions } from 'fastify';

/** No log line may grow past this, whatever an error or a request carried. */
export const MAX_LOG_LINE = 4096;

interface LoggedError {
  type: string;
  code?: string;
  message?: string;
  stack?: string;
}

/** The SQLSTATE or library code of an error or of the cause it wraps (drizzle wraps pg's). */
function errorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' || typeof e.code === 'number') return String(e.code);
  }
  return undefined;
}

/** A failed query's message holds its SQL parameters (e-mails, names, phones): never log it. */
function isQueryError(err: unknown): boolean {
  for (let e = err as { query?: unknown; cause?: unknown; severity?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if ('query' in e || 'params' in e || 'severity' in e) return true;
  }
  return false;
}

/**
 * Errors are logged by class and code. Messages of our own errors are kept (short, worded by
 * us); a query error's message and the first line of its stack are dropped.
 */
export function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err };
  const type = err.constructor?.name || err.name || 'Error';
  const code = errorCode(err);
  const out: LoggedError = { type, ...(code ? { code } : {}) };
  if (isQueryError(err)) return out;
  out.message = err.message.slice(0, 300);
  // Frames only: the first line repeats the message.
  if (err.stack) out.stack = err.stack.split('\n').slice(1, 12).join('\n');
  return out;
}

interface RawRequest {
  id?: string;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/** Method, route pattern and path; never headers, the query string (filters) or the body. */
function serializeRequest(req: RawRequest) {
  return {
    id: req.id,
    method: req.method,
    route: req.routeOptions?.url,
    path: (req.url ?? '').split('?')[0]!.slice(0, 200),
  };
}

/** Keeps a line valid JSON when capping it: the bindings that identify it survive. */
export function capLogLine(line: string): string {
  if (line.length <= MAX_LOG_LINE) return line;
  let head: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    head = { level: parsed.level, time: parsed.time, pid: parsed.pid, reqId: parsed.reqId, msg: String(parsed.msg ?? '').slice(0, 200) };
  } catch {
    head = { msg: 'log line not JSON' };
  }
  return `${JSON.stringify({ ...head, truncated: true, length: line.length })}\n`;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify types its err serializer as returning message and stack, which we omit on purpose.
      err: serializeError as never,
      req: serializeRequest as (req: unknown) => Record<string, unknown>,
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    hooks: { streamWrite: capLogLine },
  };
}
