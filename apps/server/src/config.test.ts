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
