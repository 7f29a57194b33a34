import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, COMMITMENT_STATUS_CODE, generateCnpj, generateCpf } from '@lastro/domain';
import type { ModuleHost } from '../lib/module';
import type { AuthContext } from '../plugins/route-auth';
import type { AppDb } from '../db/client';
import { accounts, creditorDomiciles, creditorOriginators, creditors, dealHistory, dealInstallments, deals, merchants } from '../db/schema';
import { DEMO_ADMIN_EMAIL, DEMO_CREDITOR_DOCUMENT } from './access.seed';
import { DEMO_LATER_SECONDS, DEMO_SECOND_CREDITOR_DOCUMENT } from './schedules.seed';

type Whose = 'demo' | 'second';
/** What happens to the commitment after its registration, to show every status. */
type Then = 'none' | 'cancel' | 'writeOff' | 'settle' | 'contest' | 'expire' | 'later' | 'approve';

interface DemoDeal {
  code: string;
  title: string;
  whose: Whose;
  merchant: string;
  type: 1 | 2 | 3 | 4;
  contractType: 1 | 2;
  /** 0 performado, 1 fumaça; for fumaça the division rule: 1 R$ (share of the amount) or 2 % (basis points). */
  strategy: 0 | 1;
  smoke?: { divisionRule: 1; share: number } | { divisionRule: 2; bp: number };
  /** Days from the registry's date: installments' windows. */
  windows: [number, number][];
  /** Share of the free amount of the windows the commitment asks for (above 1: more than is free). */
  share: number;
  then: Then;
  /** A commitment cancelled once this one is registered: its amounts go to this one (registry events). */
  cancelsAfter?: string;
  /** 'Percentual mínimo' (default 100). */
  minPercentage?: number;
  /** Expires this many days after the market date (not the registry's date, set back by the backfill): near its due date. */
  expiresIn?: number;
}

const M101 = generateCnpj({ seed: 101 });
const M102 = generateCnpj({ seed: 102 });
const M103 = generateCnpj({ seed: 103 });
const M104 = generateCpf({ seed: 104 });
const M201 = generateCnpj({ seed: 201 });
const M202 = generateCnpj({ seed: 202 });

/**
 * Every type, modality and status. The demo merchants' earlier contracts (schedules.seed.ts) are
 * cessões of the first 90 days on 101, 102 and 201: the ones here avoid the same effect over
 * the same URs, which the registry refuses. Crédito Sul asks for approval (aprovacao_compromisso).
 */
const DEMO_DEALS: DemoDeal[] = [
  { code: 'CMP-0001', title: 'Garantia de capital de giro', whose: 'demo', merchant: M103, type: 1, contractType: 1, strategy: 0, windows: [[1, 30], [31, 60], [61, 90]], share: 0.3, then: 'none' },
  { code: 'CMP-0002', title: 'Cobrança de boletos (fumaça %)', whose: 'demo', merchant: M103, type: 4, contractType: 2, strategy: 1, smoke: { divisionRule: 2, bp: 2000 }, windows: [[1, 60]], share: 0.2, then: 'none' },
  { code: 'CMP-0003', title: 'Antecipação acima do livre', whose: 'demo', merchant: M104, type: 3, contractType: 1, strategy: 0, windows: [[91, 120]], share: 3, then: 'none' },
  { code: 'CMP-0004', title: 'Pagamento com data passada', whose: 'demo', merchant: M103, type: 2, contractType: 2, strategy: 0, windows: [[-1, 20]], share: 0.1, then: 'none' },
  { code: 'CMP-0005', title: 'Pagamento quitado por boleto', whose: 'demo', merchant: M101, type: 2, contractType: 1, strategy: 0, windows: [[1, 30]], share: 0.2, then: 'writeOff' },
  { code: 'CMP-0006', title: 'Antecipação liquidada', whose: 'demo', merchant: M101, type: 3, contractType: 1, strategy: 0, windows: [[31, 60]], share: 0.2, then: 'settle' },
  { code: 'CMP-0007', title: 'Garantia contestada', whose: 'demo', merchant: M102, type: 1, contractType: 1, strategy: 0, windows: [[1, 30]], share: 0.1, then: 'contest' },
  { code: 'CMP-0008', title: 'Cobrança expirada', whose: 'demo', merchant: M102, type: 4, contractType: 1, strategy: 0, windows: [[31, 60]], share: 0.1, then: 'expire' },
  { code: 'CMP-0009', title: 'Garantia em processamento', whose: 'demo', merchant: M104, type: 1, contractType: 2, strategy: 0, windows: [[1, 30]], share: 0.2, then: 'later' },
  { code: 'CMP-0010', title: 'Antecipação fumaça em reais', whose: 'demo', merchant: M104, type: 3, contractType: 1, strategy: 1, smoke: { divisionRule: 1, share: 0.5 }, windows: [[1, 30], [31, 60]], share: 0.3, then: 'none' },
  { code: 'CMP-0011', title: 'Garantia aguardando aprovação', whose: 'second', merchant: M202, type: 1, contractType: 1, strategy: 0, windows: [[1, 30]], share: 0.2, then: 'none' },
  { code: 'CMP-0012', title: 'Cobrança aprovada', whose: 'second', merchant: M202, type: 4, contractType: 2, strategy: 0, windows: [[1, 30]], share: 0.2, then: 'approve' },
  { code: 'CMP-0013', title: 'Pagamento cancelado', whose: 'second', merchant: M201, type: 2, contractType: 1, strategy: 0, windows: [[1, 30]], share: 0.1, then: 'cancel' },
  // Registered short (Insuficiente), then completed by the registry when CMP-0014 is cancelled.
  { code: 'CMP-0014', title: 'Garantia cancelada que liberou recebíveis', whose: 'demo', merchant: M104, type: 1, contractType: 1, strategy: 0, windows: [[61, 90]], share: 0.7, then: 'none' },
  { code: 'CMP-0015', title: 'Cessão completada por um cancelamento', whose: 'demo', merchant: M104, type: 1, contractType: 2, strategy: 0, windows: [[61, 90]], share: 2, then: 'none', cancelsAfter: 'CMP-0014' },
  // 'Monitoramento dos Contratos' (spec 4 §2.9): a fumaça in reais onerates its share of the
  // contract, so its coverage is that share while its URs wait (beyond the backfill's days):
  // 90 % against a minimum of 80 % (the 80-100 % band, 'Suficiente') and 125 % ('Em excesso').
  // Never on 102: the end-to-end lifecycle commits it alone (days 61-90 of the market date, which
  // the backfill's earlier registry date puts inside these windows).
  { code: 'CMP-0016', title: 'Antecipação fumaça coberta a 90%', whose: 'demo', merchant: M101, type: 3, contractType: 1, strategy: 1, smoke: { divisionRule: 1, share: 0.9 }, windows: [[91, 120]], share: 0.2, then: 'none', minPercentage: 80 },
  { code: 'CMP-0017', title: 'Garantia fumaça com sobrecolateral', whose: 'demo', merchant: M103, type: 1, contractType: 1, strategy: 1, smoke: { divisionRule: 1, share: 1.25 }, windows: [[91, 120]], share: 0.2, then: 'none' },
  // Owing, near their due dates: within 30 days and within 7 of the market date.
  { code: 'CMP-0018', title: 'Pagamento fumaça a vencer em 20 dias', whose: 'demo', merchant: M101, type: 2, contractType: 1, strategy: 1, smoke: { divisionRule: 1, share: 1 }, windows: [[121, 150]], share: 0.1, then: 'none', expiresIn: 20 },
  { code: 'CMP-0019', title: 'Cobrança fumaça a vencer em 5 dias', whose: 'demo', merchant: M104, type: 4, contractType: 1, strategy: 1, smoke: { divisionRule: 1, share: 1 }, windows: [[121, 150]], share: 0.1, then: 'none', expiresIn: 5 },
];

/**
 * Demo commitments on the demo merchants with opt-in, through the real pipeline: inserted as
 * POST deals leaves them, registered at the sandbox registry by the registration service (so
 * the merchants' free amounts drop), then moved by the actions to show every status.
 * Runs after seedDemoSchedules (merchants, opt-ins, the second creditor).
 */
export async function seedDemoCommitments(db: AppDb, services: ModuleHost['services'], opts: { market?: string | undefined } = {}): Promise<void> {
  const registry = services('registry');
  const today = await registry.today();
  // The backfill sets the registry's date back; the near-due commitments count from the date it returns to.
  const market = opts.market ?? today;
  const [admin] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_ADMIN_EMAIL}`);
  if (!admin) return;
  const auth: AuthContext = {
    accountId: admin.id,
    sessionId: 'seed',
    accountType: 'Backoffice',
    isAdmin: true,
    creditorId: null,
    email: DEMO_ADMIN_EMAIL,
    name: admin.name,
    permissions: new Map(),
  };

  const creditorsOf = new Map<Whose, { id: string; document: string; companyName: string; tradingName: string; domicileId: string }>();
  for (const [whose, document] of [['demo', DEMO_CREDITOR_DOCUMENT], ['second', DEMO_SECOND_CREDITOR_DOCUMENT]] as const) {
    const [c] = await db.select().from(creditors).where(eq(creditors.documentNumber, document));
    if (!c) return;
    creditorsOf.set(whose, { id: c.id, document, companyName: c.companyName, tradingName: c.tradingName, domicileId: await demoDomicile(db, c.id, document, c.companyName) });
  }
  // The contract parameters the create form reads (types open, up to 12 installments), so a
  // newcomer can create a commitment on first start.
  const contractParameters = { tipo_transacao: 'ambos', tipo_contrato: 'todos', quantidade_parcelas_compromisso: '12' };
  await services('creditors').setParameters(creditorsOf.get('demo')!.id, { ...contractParameters, envia_notificacao: '1' });
  await services('creditors').setParameters(creditorsOf.get('second')!.id, { ...contractParameters, aprovacao_compromisso: '1' });

  const service = services('commitments').registration;
  // An approval queues the registration; the demo registers it at once (the job then finds it done).
  const approve = async (id: string) => {
    await service.approve(auth, id);
    await service.register({ dealId: id, approved: true }, admin.id);
  };

  for (const d of DEMO_DEALS) {
    const creditor = creditorsOf.get(d.whose)!;
    const [merchant] = await db
      .select()
      .from(merchants)
      .where(and(eq(merchants.creditorId, creditor.id), eq(merchants.documentNumber, d.merchant)));
    if (!merchant) continue;
    const windows = d.windows.map(([a, b]) => ({ start: addDays(today, a), end: addDays(today, b) }));
    const amounts = await Promise.all(
      windows.map(async (w) => {
        const answer = await registry
          .queryAgenda({ financiador: creditor.document, ufr: d.merchant, dataInicio: w.start < today ? today : w.start, dataFim: w.end })
          .catch(() => ({ unidades: [] }));
        const free = answer.unidades.filter((u) => u.titular === d.merchant).reduce((s, u) => s + u.valorLivre, 0);
        return Math.max(10_000, Math.round(free * d.share));
      }),
    );
    const id = randomUUID();
    await db.insert(deals).values({
      id,
      creditorId: creditor.id,
      merchantId: merchant.id,
      creditorCompanyName: creditor.companyName,
      creditorTradingName: creditor.tradingName,
      creditorDocumentNumber: creditor.document,
      merchantCompanyName: merchant.companyName,
      merchantTradingName: merchant.tradingName,
      merchantDocumentNumber: merchant.documentNumber,
      title: d.title,
      description: `${d.title} (demonstração)`,
      code: d.code,
      type: d.type,
      contractType: d.contractType,
      strategy: d.strategy,
      amount: amounts.reduce((s, a) => s + a, 0),
      installments: windows.length,
      issueDate: today,
      expirationDate: d.then === 'expire' ? addDays(today, -1) : d.expiresIn ? addDays(market, d.expiresIn) : addDays(today, 365),
      minPercentage: d.minPercentage ?? 100,
      executionDate: windows[0]!.start,
      executionDateEnd: windows[windows.length - 1]!.end,
      bankAccountId: creditor.domicileId,
      createdBy: admin.id,
    });
    await db.insert(dealInstallments).values(
      windows.map((w, n) => ({
        dealId: id,
        installment: n + 1,
        amount: amounts[n]!,
        dueDate: w.start,
        executionDate: w.start,
        executionDateEnd: w.end,
        divisionRule: d.smoke?.divisionRule ?? null,
        amountOnerate: d.smoke?.divisionRule === 1 ? Math.max(1, Math.round(amounts[n]! * d.smoke.share)) : null,
        amountOnerateBp: d.smoke?.divisionRule === 2 ? d.smoke.bp : null,
        externalReference: `${id}-${String(n + 1).padStart(2, '0')}`,
      })),
    );
    await db.insert(dealHistory).values({ dealId: id, status: COMMITMENT_STATUS_CODE.em_processamento, description: 'Em processamento', accountId: admin.id, name: admin.name });
    if (d.then === 'later') {
      // Left for the job workers a few minutes after the start: seen 'Em processamento' first.
      await service.registerLater(admin.id, { dealId: id }, DEMO_LATER_SECONDS);
      continue;
    }
    await service.register({ dealId: id }, admin.id);
    if (d.then === 'approve') await approve(id);
    if (d.then === 'cancel') {
      await approve(id);
      await service.changeStatus(auth, { deal_id: id, deal_status: COMMITMENT_STATUS_CODE.cancelado });
    }
    if (d.then === 'writeOff') await service.writeOff(auth, id);
    if (d.then === 'settle') {
      await service.changeStatus(auth, { deal_id: id, deal_status: COMMITMENT_STATUS_CODE.liquidado });
      await service.writeOff(auth, id);
    }
    if (d.then === 'contest') await service.changeStatus(auth, { deal_id: id, deal_status: COMMITMENT_STATUS_CODE.em_contestacao });
    if (d.cancelsAfter) {
      const [freed] = await db.select({ id: deals.id }).from(deals).where(eq(deals.code, d.cancelsAfter));
      if (freed) await service.changeStatus(auth, { deal_id: freed.id, deal_status: COMMITMENT_STATUS_CODE.cancelado });
      // What a worker does on the registry's push: the freed amounts reach this one's copies and status.
      await services('commitments').registryEvents.consume();
    }
  }
  await service.expire(today);
}

/** The demo creditors' bank accounts: the one their commitments settle into, and one to move them to ('Alterar domicílio'). */
export const DEMO_DOMICILES = [
  { tituloDomicilio: 'Conta principal Itaú', banco: '341', ispb: '60701190', agencia: '0001', conta: '123456', digito: '7', tipoConta: 'CC' },
  { tituloDomicilio: 'Conta reserva Banco do Brasil', banco: '001', ispb: '00000000', agencia: '1234', conta: '98765', digito: '4', tipoConta: 'CC' },
] as const;

/** The creditor's own originator with two active accounts; answers the first (the demo commitments' domicile). */
async function demoDomicile(db: AppDb, creditorId: string, document: string, companyName: string): Promise<string> {
  await db.insert(creditorOriginators).values({ creditorId, cnpjOriginador: document, razaoSocial: companyName }).onConflictDoNothing();
  const [originator] = await db
    .select({ id: creditorOriginators.id })
    .from(creditorOriginators)
    .where(and(eq(creditorOriginators.creditorId, creditorId), eq(creditorOriginators.cnpjOriginador, document)));
  await db
    .insert(creditorDomiciles)
    .values(DEMO_DOMICILES.map((d) => ({ originatorId: originator!.id, cnpjDomicilio: document, ...d })))
    .onConflictDoNothing();
  const [main] = DEMO_DOMICILES;
  const [domicile] = await db
    .select({ id: creditorDomiciles.id })
    .from(creditorDomiciles)
    .where(and(eq(creditorDomiciles.originatorId, originator!.id), eq(creditorDomiciles.banco, main.banco), eq(creditorDomiciles.agencia, main.agencia), eq(creditorDomiciles.conta, main.conta)));
  return domicile!.id;
}
