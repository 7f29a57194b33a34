import { addDays, type SimSettlement } from '@lastro/domain';
import type { Registry } from '../../../integrations/registry';
import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { createSandboxStatementsRepository, type SimulatedAccount } from './sandbox-statements.repository';
import { createSandboxStatementsService, type SandboxStatementsService } from './sandbox-statements.service';

/** How far back a UR paid today may fall due (an 'adiamento' pays it dias úteis later). */
const FREE_PART_WINDOW_DAYS = 31;

/** What the registry paid into an originator's domicile on the day: its settlements to the creditor's contracts there. */
async function paidToDomicile(
  registry: Registry,
  financiador: string,
  account: SimulatedAccount,
  date: string,
): Promise<SimSettlement[]> {
  const domicilio = {
    ispb: account.ispb,
    agencia: account.agency,
    // The commitments name the domicile to the registry as 'number-digit' (settlement-account.ts).
    conta: account.accountDigit ? `${account.accountNumber}-${account.accountDigit}` : account.accountNumber,
  };
  const out: SimSettlement[] = [];
  let depoisDe: string | undefined;
  do {
    const page = await registry.listSettlements({
      financiador,
      dataInicio: date,
      dataFim: date,
      domicilio,
      limite: 1000,
      ...(depoisDe ? { depoisDe } : {}),
    });
    out.push(
      ...page.liquidacoes.map((s) => ({
        acquirer: s.credenciadora,
        amount: s.valor,
        ref: `${s.chave}|${s.identificadorContrato}`,
      })),
    );
    depoisDe = page.proximo ?? undefined;
  } while (depoisDe);
  return out;
}

/** What the registry paid the merchant itself on the day: the free part of its URs (the titular's share has no domicile). */
async function freePartOf(
  registry: Registry,
  account: SimulatedAccount,
  date: string,
): Promise<SimSettlement[]> {
  const out: SimSettlement[] = [];
  let depoisDe: string | undefined;
  do {
    const page = await registry.listUnits({
      ufr: account.companyDocument,
      dataInicio: addDays(date, -FREE_PART_WINDOW_DAYS),
      dataFim: date,
      limite: 1000,
      ...(depoisDe ? { depoisDe } : {}),
    });
    for (const u of page.unidades)
      for (const s of u.liquidacoes)
        if (s.dataEfetiva === date && s.domicilio === null && s.identificadorContrato === null)
          out.push({ acquirer: u.credenciadora, amount: s.valor, ref: u.chave });
    depoisDe = page.proximo ?? undefined;
  } while (depoisDe);
  return out;
}

/** The statement simulator (spec 4 §9.1-§9.2): listens to the sandbox's days and writes each simulated account's statement. */
export function sandboxStatementsServiceOf(ctx: ReconciliationPartContext): SandboxStatementsService {
  const financiadores = new Map<string, string | null>();
  const financiadorOf = async (creditorId: string) => {
    if (!financiadores.has(creditorId))
      financiadores.set(
        creditorId,
        (await ctx.use('creditors').identityOf(creditorId))?.document_number ?? null,
      );
    return financiadores.get(creditorId) ?? null;
  };
  return createSandboxStatementsService({
    repo: createSandboxStatementsRepository(ctx.database.pool),
    paidInto: async (account, date) => {
      const registry = ctx.use('registry');
      if (account.domicileId === null) return freePartOf(registry, account, date);
      const financiador = await financiadorOf(account.creditorId);
      return financiador ? paidToDomicile(registry, financiador, account, date) : [];
    },
    jobOwnerOf: async (creditorId) =>
      (await ctx.use('access').masterUsers.masterAccountOf(creditorId))?.id ?? null,
    ingest: (input) => ctx.use('reconciliation').ingestStatement(input),
    log: ctx.log,
  });
}

export function createSandboxStatementsPart(
  ctx: ReconciliationPartContext,
  service: SandboxStatementsService,
): ReconciliationPart {
  let stopListening: (() => void) | null = null;
  return {
    services: {
      simulateDay: (date) => service.writeDay(date),
      planSandboxDay: (accountId, date, plan) => service.setPlan(accountId, date, plan),
      simulateAccount: (accountId) => service.markSimulated(accountId),
    },
    start: async () => {
      // Only the offline sandbox has days to write statements for.
      const registry = ctx.use('registry');
      if (registry.sandbox)
        stopListening = registry.onDay({ after: async (day) => void (await service.writeDay(day)) });
    },
    stop: async () => {
      stopListening?.();
      stopListening = null;
    },
  };
}
