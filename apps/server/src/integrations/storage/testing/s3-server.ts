import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../config';

export interface TestS3Server {
  /** Settings for FILE_STORAGE=s3 against this server, with the given key prefix. */
  settings(keyPrefix?: string): S3Settings;
  /** The environment that asks loadConfig for the same settings. */
  env(keyPrefix?: string): Record<string, string>;
  /** Every request it received, as 'METHOD /path?query', oldest first. */
  readonly requests: string[];
  close(): Promise<void>;
}

const BUCKET = 'lastro-test';
// s3rver knows this one key id and refuses others; it does not check v4 signatures.
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

/**
 * An S3-compatible server (s3rver) on a free loopback port, its objects in a throw-away
 * folder, with one empty bucket. It is served through an HTTP server of our own so that a
 * test can see the requests (how many parts an upload took).
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'lastro-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    settings: (keyPrefix = '') => ({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
      forcePathStyle: true,
      keyPrefix,
    }),
    env: (keyPrefix = '') => ({
      FILE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
      S3_KEY_PREFIX: keyPrefix,
    }),
    async close() {
      // The clients' idle keep-alive connections would hold close() open.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
