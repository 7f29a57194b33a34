import { loadConfig } from '../config';
import { verifyAuditChain } from '../db/audit-chain';
import { openDatabase } from '../db/client';

/**
 * `npm run audit:verify`: walks the audit trail's hash chain from its first event and prints the
 * first broken link (an event edited, or one removed before it); exits 1 then, 0 when whole.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { checked, broken } = await verifyAuditChain(database.db);
    if (broken) {
      const why =
        broken.reason === 'prev_hash'
          ? 'não aponta para o evento anterior (um evento antes dele foi removido ou alterado)'
          : 'não corresponde ao seu conteúdo (o evento foi alterado)';
      console.error(
        `Cadeia de auditoria rompida no evento ${broken.seq}: o hash ${why}. ${checked} eventos íntegros antes dele.`,
      );
      process.exitCode = 1;
    } else console.log(`Cadeia de auditoria íntegra: ${checked} eventos verificados.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
