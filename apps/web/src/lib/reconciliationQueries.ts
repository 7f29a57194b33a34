/**
 * Query key of the statement files (lists, coverage, detail, lines). Here rather than in the
 * feature so that the notification stream can refresh them when a file's result arrives.
 */
export const reconciliationFilesKey = ['reconciliation', 'files'] as const;
