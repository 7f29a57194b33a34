import { z } from 'zod';
import { queryFlagSchema } from '@lastro/domain';

/** Optional text filter: trimmed, '' means no filter. */
export const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/** ?active=true|false of the picker lists. */
export const activeQuery = queryFlagSchema;
