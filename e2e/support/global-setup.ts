import { startServer } from './server';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a server started by hand
  await startServer(Number(process.env.E2E_PORT));
}
