import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link sent by e-mail (invitations, onboarding): 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token (never the token itself). */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
