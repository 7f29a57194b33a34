import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-config-'));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

describe('config: where the server listens', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('listens on the loopback address by default', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
  });

  it('HOST chooses another address', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('config: FILE_STORAGE=s3', () => {
  const s3 = {
    ...base,
    FILE_STORAGE: 's3',
    S3_BUCKET: 'lastro-arquivos',
    S3_REGION: 'sa-east-1',
  };

  it('reads the bucket settings; without keys the SDK default credential chain is used', () => {
    const config = loadConfig(s3);
    expect(config.fileStorage).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'lastro-arquivos',
      region: 'sa-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: '',
    });
  });

  it('an S3-compatible store: endpoint, path-style addressing, keys and a prefix (a folder)', () => {
    const config = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_KEY_PREFIX: 'lastro/producao',
    });
    expect(config.s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      keyPrefix: 'lastro/producao/',
    });
  });

  it('the region may come from AWS_REGION', () => {
    expect(loadConfig({ ...s3, S3_REGION: undefined, AWS_REGION: 'us-east-2' }).s3?.region).toBe('us-east-2');
  });

  it('refuses to start with settings that could not work, or would be ignored', () => {
    expect(() => loadConfig({ ...s3, S3_BUCKET: undefined })).toThrow('FILE_STORAGE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ ...s3, S3_REGION: undefined, AWS_REGION: undefined })).toThrow('FILE_STORAGE=s3 needs S3_REGION');
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('go together');
    for (const prefix of ['/lastro', 'lastro//x', '../x', 'Lastro'])
      expect(() => loadConfig({ ...s3, S3_KEY_PREFIX: prefix }), prefix).toThrow('S3_KEY_PREFIX must be');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow();
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow();
    expect(() => loadConfig({ ...base, S3_BUCKET: 'lastro-arquivos' })).toThrow('S3_BUCKET is set but FILE_STORAGE is not s3');
  });

  it('other storages carry no S3 settings', () => {
    expect(loadConfig({ ...base, FILE_STORAGE: 'database' }).s3).toBeUndefined();
  });
});
