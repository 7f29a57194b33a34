import { MESSAGES } from '@lastro/domain';
import { SERVICE_BASE_URLS, type ServiceKind } from '../config/services';
import { ApiError, buildQuery, type QueryValue } from './api';
import { getToken } from './session';

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The name the server gave the file (RFC 6266, UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a generated export, a detail table). Downloads need the
 * session's bearer token, which a plain link cannot send, so the file comes as a blob.
 * Returns the saved name.
 */
export async function downloadFromApi(
  kind: ServiceKind,
  path: string,
  opts: { query?: Record<string, QueryValue>; fallbackName: string },
): Promise<string> {
  const token = getToken();
  const res = await fetch(`${SERVICE_BASE_URLS[kind]}/${path.replace(/^\//, '')}${buildQuery(opts.query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errors?: { message?: string[] } } | null;
    throw new ApiError(res.status, body?.errors?.message ?? [MESSAGES.notifications.downloadFailed]);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), opts.fallbackName);
  saveBlob(await res.blob(), name);
  return name;
}

/**
 * A file the API serves, as a blob (an <img> or <iframe> src cannot carry the session's
 * token). `path` is the service-relative path; a refusal throws an ApiError with its status.
 */
export async function fetchApiBlob(kind: ServiceKind, path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const res = await fetch(`${SERVICE_BASE_URLS[kind]}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, []);
  return res.blob();
}
