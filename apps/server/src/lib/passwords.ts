import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum parameters.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash gives unknown e-mails the same cost as wrong passwords. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('lastro-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
