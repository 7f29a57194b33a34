import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates an empty database on the server of `serverUrl` and returns its URL. */
export async function createDatabase(serverUrl: string): Promise<{ name: string; url: string }> {
  const name = `lastro_e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!/^lastro_e2e_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
