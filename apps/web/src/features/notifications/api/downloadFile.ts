import { MESSAGES } from '@lastro/domain';
import { ApiError } from '../../../lib/api';
import { downloadFromApi } from '../../../lib/download';

/** Downloads a generated file (the link of an export notification); it opens only for its account. */
export async function downloadFile(fileId: string): Promise<string> {
  try {
    return await downloadFromApi('export', `files/${encodeURIComponent(fileId)}/download`, {
      fallbackName: `arquivo-${fileId}`,
    });
  } catch (error) {
    // Expired or someone else's: the same message either way.
    throw error instanceof ApiError ? new ApiError(error.status, [MESSAGES.notifications.downloadFailed]) : error;
  }
}
