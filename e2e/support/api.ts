import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * Seeding and checking through the HTTP API, as the web app does. Every call goes to
 * `/api/<path>` of the e2e server (the request fixture carries baseURL).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
}

function apiPath(path: string): string {
  return `/api/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;
}

function params(query: ApiCallOptions['query']): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

/** POST /api/accounts/sign-in; returns the session token or throws with the server's answer. */
export async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(apiPath('accounts/sign-in'), { data: { email, password, origin: 1 } });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return token;
}

/** One authenticated call; answers the raw response (check the status yourself). */
export async function apiCall(
  request: APIRequestContext,
  token: string | null,
  method: Method,
  path: string,
  opts: ApiCallOptions = {},
): Promise<APIResponse> {
  return request.fetch(apiPath(path), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    params: params(opts.query),
    data: opts.body,
    multipart: opts.multipart,
  });
}

/** A signed-in API client: `json` calls expect a 2xx and return the parsed body. */
export class ApiClient {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<ApiClient> {
    return new ApiClient(request, await signIn(request, email, password));
  }

  call(method: Method, path: string, opts?: ApiCallOptions): Promise<APIResponse> {
    return apiCall(this.request, this.token, method, path, opts);
  }

  async json<T>(method: Method, path: string, opts?: ApiCallOptions): Promise<T> {
    const res = await this.call(method, path, opts);
    expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
    return (res.status() === 204 ? undefined : await res.json()) as T;
  }

  get<T>(path: string, query?: ApiCallOptions['query']) {
    return this.json<T>('GET', path, { query });
  }
  post<T>(path: string, body?: unknown) {
    return this.json<T>('POST', path, { body });
  }
  put<T>(path: string, body?: unknown) {
    return this.json<T>('PUT', path, { body });
  }
  patch<T>(path: string, body?: unknown) {
    return this.json<T>('PATCH', path, { body });
  }
  delete<T>(path: string) {
    return this.json<T>('DELETE', path);
  }

  signOut() {
    return this.call('POST', 'accounts/sign-out');
  }
}

/** A value unique to this run, for names, e-mails and documents that must not collide. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
