import { COMMON_MESSAGES } from '@lastro/domain/messages/common';
import { SERVICE_BASE_URLS, type ServiceKind } from '../config/services';
import { clearSession, getToken } from './token';

/** A failed call, carrying the server's Portuguese messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  constructor(status: number, messages: string[]) {
    super(messages[0] ?? COMMON_MESSAGES.genericError);
    this.status = status;
    this.messages = messages.length ? messages : [COMMON_MESSAGES.genericError];
  }
}

/** What to tell the user of a failed call: the server's first message, or the generic one. */
export const errorMessageOf = (err: unknown): string =>
  err instanceof ApiError ? (err.messages[0] ?? COMMON_MESSAGES.genericError) : COMMON_MESSAGES.genericError;

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Some calls of the spec send the token without the "Bearer" prefix. */
  rawToken?: boolean;
  /** The sign-in call must not be treated as an expired session. */
  skipAuthRedirect?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** What happens on a 401 outside the login page: the session is cleared and the page reloaded. */
export const onUnauthorized = {
  handle: () => {
    clearSession();
    window.location.reload();
  },
};

export async function apiRequest<T>(kind: ServiceKind, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = `${SERVICE_BASE_URLS[kind]}/${path.replace(/^\//, '')}${buildQuery(opts.query)}`;
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = getToken();
  if (token) headers.authorization = opts.rawToken ? token : `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.formData) body = opts.formData;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, [COMMON_MESSAGES.genericError]);
  }
  if (res.status === 401 && !opts.skipAuthRedirect && window.location.pathname !== '/login') {
    onUnauthorized.handle();
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const messages = (data as { errors?: { message?: unknown } } | undefined)?.errors?.message;
    throw new ApiError(res.status, Array.isArray(messages) ? messages.map(String) : []);
  }
  return data as T;
}

export const api = {
  get: <T>(kind: ServiceKind, path: string, opts?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(kind, path, { ...opts, method: 'GET' }),
  post: <T>(kind: ServiceKind, path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(kind, path, { ...opts, body, method: 'POST' }),
  put: <T>(kind: ServiceKind, path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(kind, path, { ...opts, body, method: 'PUT' }),
  patch: <T>(kind: ServiceKind, path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(kind, path, { ...opts, body, method: 'PATCH' }),
  delete: <T>(kind: ServiceKind, path: string, opts?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(kind, path, { ...opts, method: 'DELETE' }),
  upload: <T>(kind: ServiceKind, path: string, formData: FormData, method: 'POST' | 'PATCH' | 'PUT' = 'POST') =>
    apiRequest<T>(kind, path, { formData, method }),
};

/** Lists of the spec: {results, metadata:{resultset:{offset,limit,count}}}. */
export interface ListResult<T> {
  results: T[];
  metadata: { resultset: { offset: number; limit: number; count: number } };
}
