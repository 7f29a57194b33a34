import { eq } from 'drizzle-orm';
import { PERMISSIONS, addDays, generateCnpj } from '@lastro/domain';
import { creditors } from '../../db/schema/creditors';
import { oncePerContext, outcomes, type MatrixContext, type MatrixEntry } from './types';

/** The registry's settlement reads, under the settlement report's permission. */
const READ = [[PERMISSIONS.relatorios_liquidacao, ['read']]] as const;

/** One contract of creditor A at the sandbox registry, and a UR it holds an effect on. */
const contractOfA = oncePerContext(async (ctx: MatrixContext) => {
  const registry = ctx.t.app.modules.services('registry');
  const today = await registry.today();
  const [creditor] = await ctx.db.select().from(creditors).where(eq(creditors.id, ctx.creditorA.id));
  const financiador = creditor!.documentNumber;
  const ufr = generateCnpj({ seed: 5_230_523 });
  const ref = `matriz-liquidacoes-${Date.now()}`;
  const optIn = await registry.requestOptIn({
    idempotencyKey: `${ref}-optin`,
    financiador,
    ufr,
    dataAssinatura: today,
    dataInicio: today,
    dataFim: addDays(today, 365),
  });
  await registry.awaitOperation(optIn.protocolo);
  const receipt = await registry.registerContract({
    idempotencyKey: ref,
    financiador,
    referenciaExterna: ref,
    tipoEfeito: 2,
    regraDivisao: 1,
    valor: 10_000,
    dataAssinatura: today,
    dataVencimento: addDays(today, 90),
    unidades: { ufr, dataInicio: addDays(today, 1), dataFim: addDays(today, 30) },
    domicilio: {
      titular: financiador,
      ispb: '60701190',
      codigoBanco: '341',
      agencia: '0001',
      conta: '1234',
      tipoConta: 'CC',
    },
  });
  await registry.awaitOperation(receipt.protocolo);
  const contract = await registry.findContract({ financiador, referenciaExterna: ref });
  const e = contract!.efeitos.find((x) => x.valorConstituidoEfeito > 0)!;
  return {
    identifier: contract!.identificadorContrato,
    unitKey: `${e.credenciadora}:${e.ufr}:${e.arranjo}:${e.dataLiquidacao}`,
  };
});

const period = async (ctx: MatrixContext) => {
  const today = await ctx.t.app.modules.services('registry').today();
  return { creditor_id: ctx.creditorA.id, date_from: today, date_to: addDays(today, 30) };
};

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/registry/settlements',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ query: await period(ctx) }),
  },
  {
    method: 'GET',
    url: '/api/registry/settlements/totals',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ query: await period(ctx) }),
  },
  {
    method: 'GET',
    url: '/api/registry/contracts/:identifier/payments',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({
      url: `/api/registry/contracts/${(await contractOfA(ctx)).identifier}/payments`,
      query: { creditor_id: ctx.creditorA.id },
    }),
  },
  {
    method: 'GET',
    url: '/api/registry/units/:key/settlements',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({
      url: `/api/registry/units/${encodeURIComponent((await contractOfA(ctx)).unitKey)}/settlements`,
    }),
  },
];
