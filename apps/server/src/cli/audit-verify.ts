import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { parseAnchor, verifyAuditChain } from '../db/audit-chain';
import { openDatabase } from '../db/client';

const WHY = {
  prev_hash: 'o hash não aponta para o evento anterior (um evento antes dele foi removido ou alterado)',
  hash: 'o hash não corresponde ao seu conteúdo (o evento foi alterado)',
  anchor: 'a âncora guardada fora do banco não está mais na cadeia (eventos recentes foram removidos ou alterados)',
} as const;

/**
 * `npm run audit:verify [-- --ancora <seq>:<hash>]`: walks the audit trail's hash chain from its
 * first event and prints the first broken link (an event edited, or one removed before it);
 * with the anchor printed by an earlier run (kept outside the database), also the removal of
 * the newest events. Prints the anchor to keep; exits 1 when broken, 2 on a wrong argument.
 */
async function main() {
  const { values } = parseArgs({ options: { ancora: { type: 'string' }, anchor: { type: 'string' } } });
  const given = values.ancora ?? values.anchor;
  const anchor = given === undefined ? undefined : parseAnchor(given);
  if (anchor === null) {
    console.error('Âncora inválida: use o formato <seq>:<hash> impresso por uma verificação anterior.');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { checked, broken, head } = await verifyAuditChain(database.db, { anchor });
    if (broken) {
      console.error(`Cadeia de auditoria rompida no evento ${broken.seq}: ${WHY[broken.reason]}. ${checked} eventos íntegros.`);
      process.exitCode = 1;
    } else console.log(`Cadeia de auditoria íntegra: ${checked} eventos verificados.`);
    if (head) console.log(`Âncora atual (guarde-a fora do banco para a próxima verificação): ${head.seq}:${head.hash}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // A database the app never migrated (no audit_events yet): said plainly, not as a stack.
  if ((err as { code?: string }).code === '42P01' || (err as { cause?: { code?: string } }).cause?.code === '42P01')
    console.error('Este banco ainda não tem a trilha de auditoria: inicie o aplicativo uma vez (npm start) para aplicar as migrações.');
  else console.error(err);
  process.exit(2);
});
