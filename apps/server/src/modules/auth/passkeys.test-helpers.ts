import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for server tests: an EC P-256 key pair made with node:crypto, a
 * 'none' attestation to register it and ES256-signed assertions to sign in with it, as a
 * platform authenticator with user verification would produce them.
 */

// The few CBOR shapes WebAuthn needs (RFC 8949): unsigned and negative integers, byte and text
// strings, maps.
type Cbor = number | Uint8Array | string | Map<Cbor, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle?: string;
}

/** A new credential: its id and key pair; the counter starts at 0 and grows with each assertion. */
export function newSoftPasskey(): SoftPasskey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: randomBytes(16), privateKey, counter: 0 };
}

function coseKey(passkey: SoftPasskey): Buffer {
  const jwk = passkey.privateKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export interface CeremonyOptions {
  rpId: string;
  origin: string;
  /** Clear the user-verified flag (a tap with no PIN or biometric). */
  withoutUserVerification?: boolean;
}

/** What @simplewebauthn/browser's startRegistration sends for `options.challenge`. */
export function attest(passkey: SoftPasskey, challenge: string, o: CeremonyOptions) {
  const flags = FLAG_UP | FLAG_AT | (o.withoutUserVerification ? 0 : FLAG_UV);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(passkey.credentialId.length);
  const authData = Buffer.concat([
    sha256(o.rpId),
    Buffer.from([flags]),
    Buffer.alloc(4), // sign count 0
    Buffer.alloc(16), // AAGUID: none
    idLength,
    passkey.credentialId,
    coseKey(passkey),
  ]);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', challenge, o.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal' as const],
    },
  };
}

/** What startAuthentication sends for `challenge`: the counter grows by one, the data signed with ES256. */
export function assert(passkey: SoftPasskey, challenge: string, o: CeremonyOptions) {
  passkey.counter += 1;
  const count = Buffer.alloc(4);
  count.writeUInt32BE(passkey.counter);
  const flags = FLAG_UP | (o.withoutUserVerification ? 0 : FLAG_UV);
  const authenticatorData = Buffer.concat([sha256(o.rpId), Buffer.from([flags]), count]);
  const data = clientData('webauthn.get', challenge, o.origin);
  const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(data)]), passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
      ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
    },
  };
}
