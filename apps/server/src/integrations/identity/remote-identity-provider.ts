import { z } from 'zod';
import type { IdentityProvider } from './identity';
import { readFields } from './read-fields';

const answerSchema = z.object({
  text: z.string().default(''),
  face_match: z.number().min(0).max(100).nullable().default(null),
});

/**
 * A remote identity service (IDENTITY_URL): receives the document and the selfie in base64 and
 * answers {text, face_match}. The field table is read here from its text, as offline.
 */
export function createRemoteIdentityProvider(opts: {
  url: string;
  token?: string | undefined;
}): IdentityProvider {
  return {
    name: 'remote',
    async check(input) {
      const started = performance.now();
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        body: JSON.stringify({
          file_type: input.fileType,
          content_type: input.contentType,
          file: input.file.toString('base64'),
          selfie: input.selfie?.toString('base64') ?? null,
        }),
        signal: AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(`identity service answered ${res.status}`);
      const answer = answerSchema.parse(await res.json());
      return {
        provider: 'remote',
        text: answer.text,
        fields: readFields(input.fileType, answer.text, input.registration),
        faceMatch: answer.face_match,
        faceMethod: answer.face_match === null ? null : 'serviço remoto',
        ms: Math.round(performance.now() - started),
      };
    },
  };
}
