import { MESSAGES } from '@lastro/domain';
import { ApiError, buildQuery } from '../../../lib/api';
import { SERVICE_BASE_URLS } from '../../../config/services';
import { getToken } from '../../../lib/session';
import type { ProfileFilters } from '../types';

/** GET domains/profiles/export: the filtered profiles list as the file 'profiles.xlsx'. */
export async function exportProfiles(filters: ProfileFilters): Promise<void> {
  const token = getToken();
  const res = await fetch(`${SERVICE_BASE_URLS.domain}/domains/profiles/export${buildQuery(filters)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errors?: { message?: string[] } } | null;
    throw new ApiError(res.status, body?.errors?.message ?? []);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${MESSAGES.access.exportFileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
