import { MESSAGES } from '@lastro/domain';
import { ApiError } from '../../../lib/api';
import { SERVICE_BASE_URLS } from '../../../config/services';
import { getToken } from '../../../lib/session';

function fileNameOf(disposition: string | null, fallback: string) {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a generated file. The link only works for the account it was made for, so
 * it is fetched with the session's bearer token and handed to the browser as a blob.
 */
export async function downloadFile(fileId: string): Promise<string> {
  const token = getToken();
  const res = await fetch(`${SERVICE_BASE_URLS.export}/files/${encodeURIComponent(fileId)}/download`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError(res.status, [MESSAGES.notifications.downloadFailed]);
  const name = fileNameOf(res.headers.get('content-disposition'), `arquivo-${fileId}`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
