import type { CreditorDomicile, CreditorOriginatorWithDomiciles } from '../creditors.ports';
import {
  BANK_ACCOUNT_TYPE_WITHOUT_DIGIT,
  MESSAGES,
  ORIGINATOR_STATUS,
  PERMISSIONS,
  domicileAccountNumber,
  domicileBodySchema,
  domicileStatusChangeSchema,
  stripTaxIdMask,
  type DomicileInput,
  type OriginatorCreateBody,
  type OriginatorUpdateBody,
  type Originator,
} from '@lastro/domain';
import { badRequest, forbidden, notFound, conflict } from '../../../lib/errors';
import { hasPermission } from '../../../plugins/auth';
import type { AuthContext } from '../../../plugins/route-auth';
import { iso, isUuid } from '../creditors.common';
import type { DomicileRow, OriginatorFilters, OriginatorRow, OriginatorsRepository } from './originators.repository';

const M = MESSAGES.creditors;
const SLUG = PERMISSIONS.cad_fornecedor_originadores;
const { active: ATIVO, error: ERRO } = ORIGINATOR_STATUS;

/** The banks register, asked for the bank of a code (registers module). */
export interface BankDirectory {
  findByCode(code: string): Promise<{ bank_code: string; bank_ispb: string; bank_name: string } | null>;
}

export interface OriginatorsDeps {
  banks: BankDirectory;
  creditors: { assertVisible(auth: AuthContext, id: string): Promise<void> };
  /** A creditor parameter's value (permite_conta_outro_cnpj). */
  parameterValue(creditorId: string, key: string): Promise<string | undefined>;
}

/** permite_conta_outro_cnpj values that forbid a domicile under another CNPJ (unset allows it). */
const FORBIDS = new Set(['0', 'false', 'nao', 'não', 'n']);

function toDomicileReply(row: DomicileRow) {
  return {
    id: row.id,
    cnpj_domicilio: row.cnpjDomicilio,
    titulo_domicilio: row.tituloDomicilio,
    banco: row.banco,
    ispb: row.ispb,
    agencia: row.agencia,
    conta: domicileAccountNumber(row.conta, row.digito),
    digito: row.digito,
    tipo_conta: row.tipoConta,
    status: row.status,
    mensagem: row.mensagem,
    data_cadastro: iso(row.createdAt),
    data_atualizacao: iso(row.updatedAt),
  };
}

/** A domicile that was not saved: what was asked, with status 'Erro' and the reason. */
function failedDomicile(input: Partial<DomicileInput> & { id?: string }, mensagem: string) {
  return {
    id: input.id ?? null,
    cnpj_domicilio: input.cnpj_domicilio ? stripTaxIdMask(input.cnpj_domicilio) : '',
    titulo_domicilio: input.titulo_domicilio ?? '',
    banco: input.banco ?? '',
    ispb: input.ispb ?? '',
    agencia: input.agencia ?? '',
    conta: input.conta ? domicileAccountNumber(input.conta, input.digito) : '',
    digito: input.digito || null,
    tipo_conta: input.tipo_conta ?? '',
    status: ERRO,
    mensagem,
    data_cadastro: null,
    data_atualizacao: null,
  };
}

export type DomicileResult = ReturnType<typeof toDomicileReply> | ReturnType<typeof failedDomicile>;

function toOriginatorReply(row: OriginatorRow, domicilios: DomicileResult[], mensagem: string | null = row.mensagem) {
  return {
    id: row.id,
    cnpj_originador: row.cnpjOriginador,
    razao_social: row.razaoSocial,
    status: row.status,
    mensagem,
    data_cadastro: iso(row.dataCadastro)!,
    data_atualizacao: iso(row.dataAtualizacao),
    quantidade_domicilios: domicilios.filter((d) => d.status !== ERRO).length,
    domicilios,
  };
}

/** First message of a failed zod parse (the schemas carry the spec's texts). */
function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? MESSAGES.errors.invalidBody;
}

export function createOriginatorsService(repo: OriginatorsRepository, deps: OriginatorsDeps) {
  /**
   * The creditor an originator call works on: a creditor user's own (creditor_id may be omitted;
   * another creditor's is 404); an admin must name one.
   */
  async function creditorOf(auth: AuthContext, requested: string | undefined): Promise<string> {
    const creditorId = requested || (auth.isAdmin ? undefined : (auth.creditorId ?? undefined));
    if (!creditorId) throw badRequest(M.creditorIdRequired);
    await deps.creditors.assertVisible(auth, creditorId);
    return creditorId;
  }

  async function addDomicile(creditorId: string, originator: OriginatorRow, input: DomicileInput): Promise<DomicileResult> {
    if (originator.status !== ATIVO) return failedDomicile(input, M.domicileNeedsActiveOriginator);
    const bank = await deps.banks.findByCode(input.banco);
    if (!bank) return failedDomicile(input, M.domicileBankNotFound);
    if (bank.bank_ispb !== input.ispb) return failedDomicile(input, M.domicileIspbMismatch);
    const cnpj = stripTaxIdMask(input.cnpj_domicilio);
    if (cnpj !== originator.cnpjOriginador) {
      const allowed = (await deps.parameterValue(creditorId, 'permite_conta_outro_cnpj'))?.trim().toLowerCase();
      if (allowed !== undefined && FORBIDS.has(allowed)) return failedDomicile(input, M.domicileOtherCnpjNotAllowed);
    }
    const withoutDigit = input.tipo_conta === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT;
    const row = await repo.insertDomicile({
      originatorId: originator.id,
      cnpjDomicilio: cnpj,
      tituloDomicilio: input.titulo_domicilio,
      banco: input.banco,
      ispb: input.ispb,
      agencia: input.agencia,
      conta: input.conta,
      digito: withoutDigit ? null : input.digito || null,
      tipoConta: input.tipo_conta,
      status: ATIVO,
      mensagem: M.domicileCreatedResult,
    });
    if (!row) return failedDomicile(input, M.domicileDuplicate);
    return toDomicileReply(row);
  }

  /** The spec's answer: a list whose first item holds originadores, mensagem and status. */
  const answer = (originadores: Originator[]) => [
    { originadores, mensagem: originadores[0]?.mensagem ?? null, status: originadores[0]?.status ?? null },
  ];

  return {
    creditorOf,

    async list(auth: AuthContext, requested: string | undefined, filters: Omit<OriginatorFilters, 'creditorId'>) {
      const creditorId = await creditorOf(auth, requested);
      const { rows, count } = await repo.search({ ...filters, creditorId });
      const domiciles = await repo.domicilesOf(rows.map((r) => r.row.id));
      const results = rows.map(({ row }) =>
        toOriginatorReply(
          row,
          domiciles.filter((d) => d.originatorId === row.id).map(toDomicileReply),
        ),
      );
      return { results, count };
    },

    /**
     * POST parceiro/originador: registers the originator and its new domiciles. A document the
     * creditor already has is refused (409), never answered as registered: a new name would be lost.
     * The one repeat allowed is the wizard's step-2 call, which sends the originator step 1 created
     * (same name) with its first domicile; the domicile is added to it.
     */
    async create(auth: AuthContext, requested: string | undefined, body: OriginatorCreateBody) {
      const creditorId = await creditorOf(auth, requested);
      const result: Originator[] = [];
      for (const item of body.originadores) {
        const document = stripTaxIdMask(item.cnpj_originador);
        const { row, created } = await repo.insertOriginator({
          creditorId,
          cnpjOriginador: document,
          razaoSocial: item.razao_social,
          status: ATIVO,
          mensagem: M.originatorCreated,
        });
        const wizardStep2 = item.domicilios.length > 0 && row.razaoSocial === item.razao_social;
        if (!created && !wizardStep2) throw conflict(M.originatorDuplicate);
        const domicilios: DomicileResult[] = [];
        for (const domicile of item.domicilios) domicilios.push(await addDomicile(creditorId, row, domicile));
        result.push(toOriginatorReply(row, domicilios, M.originatorCreated));
      }
      return answer(result);
    },

    /** PUT parceiro/originador: status toggles and name changes, status of domiciles, new domiciles. */
    async update(auth: AuthContext, requested: string | undefined, body: OriginatorUpdateBody) {
      const creditorId = await creditorOf(auth, requested);
      // Toggles and renames are edits; a domicile added here is a creation.
      const adds = body.originadores.some((o) => o.domicilios.some((d) => d.id === undefined));
      const edits = body.originadores.some(
        (o) => o.status !== undefined || o.razao_social !== undefined || o.domicilios.some((d) => d.id !== undefined),
      );
      if ((adds && !hasPermission(auth, SLUG, 'create')) || (edits && !hasPermission(auth, SLUG, 'edit'))) throw forbidden();
      const result: Originator[] = [];
      for (const item of body.originadores) {
        let originator =
          item.id && isUuid(item.id)
            ? await repo.findOriginator(creditorId, item.id)
            : item.cnpj_originador
              ? await repo.findOriginatorByDocument(creditorId, stripTaxIdMask(item.cnpj_originador))
              : undefined;
        if (!originator) throw notFound(M.originatorNotFound);
        const changes: Partial<OriginatorRow> = {};
        if (item.razao_social !== undefined && item.razao_social !== originator.razaoSocial) changes.razaoSocial = item.razao_social;
        if (item.status !== undefined && item.status !== originator.status) changes.status = item.status;
        let mensagem = originator.mensagem;
        if (Object.keys(changes).length) {
          originator = await repo.updateOriginator(originator.id, {
            ...changes,
            mensagem: M.originatorUpdated,
            dataAtualizacao: new Date(),
          });
          mensagem = M.originatorUpdated;
        }
        const domicilios: DomicileResult[] = [];
        for (const raw of item.domicilios) {
          if (raw.id !== undefined) {
            const parsed = domicileStatusChangeSchema.safeParse(raw);
            if (!parsed.success) throw badRequest(firstIssue(parsed.error));
            const current = await repo.findDomicile(originator.id, parsed.data.id);
            if (!current) {
              domicilios.push(failedDomicile({ id: parsed.data.id }, M.domicileNotFound));
              continue;
            }
            const row =
              current.status === parsed.data.status
                ? current
                : await repo.updateDomicile(current.id, {
                    status: parsed.data.status,
                    mensagem: M.domicileUpdated,
                    updatedAt: new Date(),
                  });
            domicilios.push(toDomicileReply(row));
          } else {
            const parsed = domicileBodySchema.safeParse(raw);
            if (!parsed.success) throw badRequest(firstIssue(parsed.error));
            domicilios.push(await addDomicile(creditorId, originator, parsed.data));
          }
        }
        result.push(toOriginatorReply(originator, domicilios, mensagem));
      }
      return answer(result);
    },

    bankCodeInUse: (bankCode: string) => repo.bankCodeInUse(bankCode),
    /** A domicile as commitments see it (creditor, originator, bank account, status); null if none. */
    async domicileOf(id: string): Promise<CreditorDomicile | null> {
      const found = await repo.domicileWithOriginator(id);
      return found ? toCreditorDomicile(found) : null;
    },
    /** The active domiciles of a creditor's active originators. */
    async activeDomicilesOf(creditorId: string): Promise<CreditorDomicile[]> {
      return (await repo.domicilesOfCreditor(creditorId)).map(toCreditorDomicile).filter((d) => d.active && d.originator_active);
    },
    /** Every originator of the creditor (all creditors' when null), any status, with its domiciles. */
    async originatorsOf(creditorId: string | null): Promise<CreditorOriginatorWithDomiciles[]> {
      const byId = new Map<string, CreditorOriginatorWithDomiciles>();
      for (const { originator: o, domicile: d } of await repo.originatorsWithDomiciles(creditorId)) {
        let entry = byId.get(o.id);
        if (!entry) {
          entry = { id: o.id, creditor_id: o.creditorId, document_number: o.cnpjOriginador, company_name: o.razaoSocial, active: o.status === 'Ativo', domiciles: [] };
          byId.set(o.id, entry);
        }
        if (d) entry.domiciles.push(toCreditorDomicile({ domicile: d, originator: o }));
      }
      return [...byId.values()];
    },
  };
}

/** A domicile with its originator, as commitments see it (CreditorDomicile of the port). */
function toCreditorDomicile({
  domicile: d,
  originator: o,
}: NonNullable<Awaited<ReturnType<OriginatorsRepository['domicileWithOriginator']>>>): CreditorDomicile {
  return {
    id: d.id,
    creditor_id: o.creditorId,
    originator_id: o.id,
    originator_document_number: o.cnpjOriginador,
    originator_company_name: o.razaoSocial,
    originator_active: o.status === 'Ativo',
    document_number: d.cnpjDomicilio,
    title: d.tituloDomicilio,
    bank_code: d.banco,
    ispb: d.ispb,
    branch_number: d.agencia,
    account_number: d.conta,
    account_digit: d.digito,
    account_type: d.tipoConta,
    active: d.status === 'Ativo',
  };
}

export type OriginatorsService = ReturnType<typeof createOriginatorsService>;
