import { eq } from 'drizzle-orm';
import { PERMISSIONS, addDays, generateCnpj } from '@lastro/domain';
import { creditors } from '../../db/schema/creditors';
import { insertDeal } from '../../modules/commitments/testing/deal-rows';
import { oncePerContext, outcomes, type MatrixContext, type MatrixEntry } from './types';

/** The settlement-forecast report, its export, and the registered-contracts look-up. */
const REPORT = [[PERMISSIONS.relatorios_liquidacao, ['read']]] as const;
const CONTRACTS = [[PERMISSIONS.cad_contratos_registrados, ['read']]] as const;

/** One contract of creditor A registered at the sandbox registry, known to the product by its reference. */
const contractOfA = oncePerContext(async (ctx: MatrixContext): Promise<string> => {
  const registry = ctx.t.app.modules.services('registry');
  const today = await registry.today();
  const [creditor] = await ctx.db.select().from(creditors).where(eq(creditors.id, ctx.creditorA.id));
  const ufr = generateCnpj({ seed: 4_404_404 });
  const ref = `matriz-contrato-${Date.now()}`;
  const optIn = await registry.requestOptIn({
    idempotencyKey: `${ref}-optin`,
    financiador: creditor!.documentNumber,
    ufr,
    dataAssinatura: today,
    dataInicio: today,
    dataFim: addDays(today, 365),
  });
  const optInDone = await registry.awaitOperation(optIn.protocolo);
  if (optInDone.status !== 'processada') throw new Error(`matrix opt-in: ${JSON.stringify(optInDone.erros)}`);
  const receipt = await registry.registerContract({
    idempotencyKey: ref,
    financiador: creditor!.documentNumber,
    referenciaExterna: ref,
    tipoEfeito: 2,
    regraDivisao: 1,
    valor: 10_000,
    dataAssinatura: today,
    dataVencimento: addDays(today, 90),
    unidades: { ufr, dataInicio: addDays(today, 1), dataFim: addDays(today, 60) },
    domicilio: {
      titular: creditor!.documentNumber,
      ispb: '60701190',
      codigoBanco: '341',
      agencia: '0001',
      conta: '1234',
      tipoConta: 'CC',
    },
  });
  const contract = await registry.awaitOperation(receipt.protocolo);
  if (contract.status !== 'processada') throw new Error(`matrix contract: ${JSON.stringify(contract.erros)}`);
  await insertDeal(ctx.db, { creditor: creditor!, merchantDocument: ufr, externalReference: ref });
  return ref;
});

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/deals/receivable-reached',
    grants: REPORT,
    expect: outcomes.permission('ok', 'ok'),
  },
  {
    method: 'GET',
    url: '/api/deals/receivable-reached/export',
    grants: REPORT,
    expect: outcomes.permission('ok', 'ok'),
  },
  {
    method: 'GET',
    url: '/api/registered-contracts',
    grants: CONTRACTS,
    expect: outcomes.permission(),
    request: async (ctx) => ({ query: { external_reference: await contractOfA(ctx) } }),
  },
  {
    method: 'GET',
    url: '/api/registered-contracts/export',
    grants: CONTRACTS,
    expect: outcomes.permission(),
    request: async (ctx) => ({ query: { external_reference: await contractOfA(ctx) } }),
  },
];
