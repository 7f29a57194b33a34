import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COMMITMENT_IMPORT_COLUMNS,
  CONTRACT_TYPE,
  MERCHANT_IMPORT_TEMPLATES,
  TRANSACTION_TYPE,
  addDays,
  formatDate,
  generateCnpj,
  generateCpf,
} from '@lastro/domain';
import type { ModuleHost } from '../lib/module';
import type { AppDb } from '../db/client';
import { accounts, creditorDomiciles, creditorOriginators, creditors, imports, merchants } from '../db/schema';
import { DEMO_CREDITOR_DOCUMENT, DEMO_CREDITOR_EMAIL, DEMO_PASSWORD } from './access.seed';

/** The files' names: how the seed knows it ran (and how a user finds them in the notifications). */
export const DEMO_IMPORT_FILES = {
  merchants: 'demo-cadastro-estabelecimentos.csv',
  commitments: 'demo-compromissos.csv',
} as const;

/**
 * The imported merchants: seeds no other demo seed or end-to-end spec uses; names that sort
 * after the demo's first ones (the specs read the first merchant by company name and the
 * first trading name of the list), and words no spec searches for.
 */
const IMPORTED_MERCHANTS: ReadonlyArray<readonly [number, 'PJ' | 'PF', string, string, string]> = [
  [1401, 'PJ', 'Empório Serra Verde Ltda', 'Empório Serra Verde', 'Curitiba'],
  [1402, 'PJ', 'Marcenaria Veio Firme Ltda', 'Veio Firme', 'Joinville'],
  [1403, 'PF', 'Helena Moraes Duarte', 'Costura da Helena', 'Recife'],
  [1404, 'PJ', 'Quitanda Sol Nascente Ltda', 'Sol Nascente', 'Salvador'],
  [1405, 'PJ', 'Vidraçaria Cristal Ltda', 'Vidraçaria Cristal', 'Goiânia'],
  [1406, 'PJ', 'Tabacaria Fumaça Boa Ltda', 'Tabacaria Boa', 'Fortaleza'],
  [1407, 'PF', 'Otávio Nunes Prado', 'Relojoaria Prado', 'Manaus'],
  [1408, 'PJ', 'Serralheria Ferro Forte Ltda', 'Ferro Forte', 'Natal'],
];

/** Demo merchants of the demo creditor with an active opt-in (schedules.seed.ts): the commitments' merchants. */
const COMMITMENT_MERCHANTS = [generateCnpj({ seed: 101 }), generateCnpj({ seed: 102 }), generateCnpj({ seed: 103 }), generateCpf({ seed: 104 })];
/** A valid CNPJ the demo creditor does not hold: its row is refused ('Estabelecimento não encontrado'). */
const UNREGISTERED_MERCHANT = generateCnpj({ seed: 1409 });
/**
 * The imported commitments' windows start this many days ahead, 30 days each, one after the
 * other per merchant, where the agenda holds units: clear of the demo's contracts (first 120 days) and of those the
 * end-to-end specs register (first 180), which the registry would refuse as overlapping.
 */
const FIRST_WINDOW_DAY = 200;

const br = (iso: string) => formatDate(`${iso}T12:00:00`);
const csv = (rows: readonly (readonly string[])[]) => `\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;

function multipart(fields: Record<string, string>, fileName: string, text: string) {
  const boundary = '----lastro-demo-import';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(text, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Cadastro: eight new merchants, and Pão Dourado again, which the creditor holds ('CNPJ já cadastrado'). */
function merchantsFile(): string {
  const address = (city: string, i: number) => [`Rua das Palmeiras`, String(200 + i * 17), i % 2 ? 'Sala 2' : '', 'Centro', city];
  const rows = IMPORTED_MERCHANTS.map(([seed, kind, company, trading, city], i) => [
    kind === 'PF' ? generateCpf({ seed }) : generateCnpj({ seed }),
    company,
    trading,
    `contato${seed}@exemplo.com.br`,
    ['Paulo Mendes', 'Rita Farias', 'Sérgio Lopes', 'Tânia Reis'][i % 4]!,
    `(11) 98765-${4300 + i}`,
    ...address(city, i),
    ['PR', 'SC', 'PE', 'BA', 'GO', 'CE', 'AM', 'RN'][i]!,
    ['80010-000', '89201-000', '50010-000', '40020-000', '74003-010', '60025-000', '69005-000', '59025-000'][i]!,
  ]);
  const taken = [generateCnpj({ seed: 101 }), 'Padaria Pão Dourado Ltda', 'Pão Dourado', 'padaria@exemplo.com.br', 'Paulo Mendes', '(11) 98888-1010', 'Avenida Paulista', '1000', '', 'Bela Vista', 'São Paulo', 'SP', '01310-100'];
  return csv([MERCHANT_IMPORT_TEMPLATES.registration.headers, ...rows.slice(0, 4), taken, ...rows.slice(4)]);
}

/**
 * Twelve commitments (antecipação, troca de titularidade) over the demo merchants with an
 * opt-in, each on an acquirer and arrangement the registry links to the merchant; one names a
 * merchant the creditor does not hold and one an impossible date (31/02), both refused.
 */
async function commitmentsFile(services: ModuleHost['services'], creditorDocument: string, domicileId: string, today: string): Promise<string | null> {
  const registry = services('registry');
  const names = await services('registers').names();
  const links = new Map<string, { acquirer: string; arrangement: string }>();
  for (const ufr of COMMITMENT_MERCHANTS) {
    const found = await registry.discover({ financiador: creditorDocument, ufr }).catch(() => ({ credenciadoras: [] }));
    for (const c of found.credenciadoras) {
      const arrangement = c.arranjos.find((a) => names.arrangements.has(a));
      if (names.acquirers.has(c.credenciadora) && arrangement) {
        links.set(ufr, { acquirer: c.credenciadora, arrangement });
        break;
      }
    }
  }
  const usable = COMMITMENT_MERCHANTS.filter((m) => links.has(m));
  if (!usable.length) return null;
  const rows: string[][] = [];
  const next = new Map<string, number>();
  const row = (ufr: string, i: number, over: { start?: string; link?: { acquirer: string; arrangement: string } } = {}) => {
    const k = next.get(ufr) ?? 0;
    next.set(ufr, k + 1);
    const start = addDays(today, FIRST_WINDOW_DAY + k * 30);
    const link = over.link ?? links.get(ufr)!;
    return [
      ufr,
      `Antecipação importada ${String(i + 1).padStart(2, '0')}`,
      'Importação de demonstração',
      `IMP-DEMO-${String(i + 1).padStart(2, '0')}`,
      br(today),
      br(addDays(today, 730)),
      `${150 + i * 20},00`,
      '',
      over.start ?? br(start),
      br(addDays(start, 29)),
      domicileId,
      link.acquirer,
      link.arrangement,
    ];
  };
  for (let i = 0; i < 12; i++) {
    if (i === 4) rows.push(row(UNREGISTERED_MERCHANT, i, { link: links.get(usable[0]!)! }));
    else if (i === 9) rows.push(row(usable[i % usable.length]!, i, { start: `31/02/${today.slice(0, 4)}` }));
    else rows.push(row(usable[i % usable.length]!, i));
  }
  return csv([COMMITMENT_IMPORT_COLUMNS, ...rows]);
}

/**
 * Demo bulk imports, through the real pipeline: the demo creditor's user signs in and uploads
 * two files to the import routes (deals/upload and users/upload-merchant), whose jobs validate
 * and write the rows, keep the failed ones as a file and notify the user (type 4 'Importação');
 * the imported commitments are then registered at the registry by their job. Runs after the
 * other demo seeds (merchants with opt-ins, the creditor's parameters and bank domicile);
 * a file already imported by the user is not uploaded again. Answers the imports started.
 */
export async function seedDemoImports(db: AppDb, services: ModuleHost['services'], app: Pick<FastifyInstance, 'inject'>): Promise<string[]> {
  const [creditor] = await db.select().from(creditors).where(eq(creditors.documentNumber, DEMO_CREDITOR_DOCUMENT));
  const [user] = await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_CREDITOR_EMAIL}`);
  if (!creditor || !user) return [];
  const done = new Set(
    (
      await db
        .select({ fileName: imports.fileName })
        .from(imports)
        .where(and(eq(imports.accountId, user.id), inArray(imports.fileName, Object.values(DEMO_IMPORT_FILES))))
    ).map((r) => r.fileName),
  );
  if (done.size === Object.keys(DEMO_IMPORT_FILES).length) return [];

  const signIn = await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: DEMO_CREDITOR_EMAIL, password: DEMO_PASSWORD } });
  if (signIn.statusCode !== 200) return [];
  const authorization = `Bearer ${signIn.json<{ token: string }>().token}`;
  const upload = async (url: string, fields: Record<string, string>, fileName: string, text: string) => {
    const { payload, headers } = multipart(fields, fileName, text);
    const res = await app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization } });
    if (res.statusCode !== 202) throw new Error(`demo import ${fileName}: ${res.statusCode} ${res.body}`);
    return res.json<{ process_id: string }>().process_id;
  };

  const started: string[] = [];
  try {
    if (!done.has(DEMO_IMPORT_FILES.merchants))
      started.push(await upload('/api/users/upload-merchant', { creditor_id: creditor.id, function: '1' }, DEMO_IMPORT_FILES.merchants, merchantsFile()));

    const [domicile] = await db
      .select({ id: creditorDomiciles.id })
      .from(creditorDomiciles)
      .innerJoin(creditorOriginators, eq(creditorOriginators.id, creditorDomiciles.originatorId))
      .where(and(eq(creditorOriginators.creditorId, creditor.id), eq(creditorDomiciles.cnpjDomicilio, DEMO_CREDITOR_DOCUMENT)));
    const known = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.creditorId, creditor.id)).limit(1);
    if (!done.has(DEMO_IMPORT_FILES.commitments) && domicile && known.length) {
      const today = await services('registry').today();
      const file = await commitmentsFile(services, creditor.documentNumber, domicile.id, today);
      if (file)
        started.push(
          await upload(
            '/api/deals/upload',
            { creditor_id: creditor.id, deal_type: String(TRANSACTION_TYPE.antecipacao), deal_contract_type: String(CONTRACT_TYPE.trocaDeTitularidade) },
            DEMO_IMPORT_FILES.commitments,
            file,
          ),
        );
    }
  } finally {
    await app.inject({ method: 'POST', url: '/api/accounts/sign-out', headers: { authorization } });
  }
  return started;
}

/**
 * Waits (a bounded while) for the demo imports' jobs to finish, so the first page a visitor
 * opens already lists the imported merchants; a process that runs no jobs (ROLE=api) stops
 * waiting and the worker finishes them later.
 */
export async function awaitDemoImports(db: AppDb, ids: string[], timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (ids.length) {
    const rows = await db.select({ state: imports.state }).from(imports).where(inArray(imports.id, ids));
    if (rows.every((r) => r.state === 'completed' || r.state === 'failed')) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}
