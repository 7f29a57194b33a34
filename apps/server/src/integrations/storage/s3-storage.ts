import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Settings } from '../../config';
import { assertStorageKey, type FileStorage } from './file-storage';
import { createScratchDir } from './scratch-dir';

/**
 * S3's smallest multipart part. lib-storage buffers one part per upload in flight, so a write
 * holds about PART_BYTES x PARTS_IN_FLIGHT whatever the file's size.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

// The SDK weighs about 23 MB of memory and 200 ms to load: only a process configured for S3 pays it.
const loadSdk = async () => {
  const [s3, lib] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { s3, lib };
};

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** The SDK names a missing object NoSuchKey on GET and NotFound on HEAD (which has no body to name it by). */
const isMissing = (err: unknown) => {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

const notFound = (key: string) => Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });

/**
 * Files in an S3-compatible bucket, so that many API and worker processes on many machines
 * share them without carrying their bytes through the database. Writes stream the finished
 * scratch file into a multipart upload; reads hand back the object's body as it arrives.
 * Scratch files (the writers' work in progress) stay on this machine's disk.
 */
export function createS3Storage(settings: S3Settings, scratchDir: string): FileStorage {
  const scratch = createScratchDir(scratchDir);
  let connecting: Promise<Sdk & { client: InstanceType<Sdk['s3']['S3Client']> }> | undefined;
  const connect = () =>
    (connecting ??= loadSdk().then((sdk) => ({
      ...sdk,
      client: new sdk.s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
      }),
    })));
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return settings.keyPrefix + key;
  };

  return {
    kind: 's3',
    ...scratch,
    async putFile(key, localPath) {
      const Key = objectKey(key);
      const { size } = await stat(localPath);
      const { lib, client } = await connect();
      const Body = createReadStream(localPath);
      try {
        // An object is replaced whole when the upload completes: readers never see half of a retry.
        await new lib.Upload({ client, params: { Bucket, Key, Body }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT }).done();
      } finally {
        Body.destroy();
      }
      await rm(localPath, { force: true });
      return { sizeBytes: size };
    },
    async exists(key) {
      const Key = objectKey(key);
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async openRead(key) {
      const Key = objectKey(key);
      const { s3, client } = await connect();
      try {
        const { Body } = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
        // On Node the SDK's body is the HTTP response itself.
        if (!(Body instanceof Readable)) throw new Error(`stored file ${key}: the S3 client gave no stream`);
        return Body;
      } catch (err) {
        // The same answer as the disk and database storages give.
        if (isMissing(err)) throw notFound(key);
        throw err;
      }
    },
    async remove(key) {
      const Key = objectKey(key);
      const { s3, client } = await connect();
      // S3 answers a delete of a missing object with success, as the other storages do.
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
