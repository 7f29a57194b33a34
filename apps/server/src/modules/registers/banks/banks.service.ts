import { MESSAGES, type BankInput, type Bank } from '@lastro/domain';
import { conflict, notFound } from '../../../lib/errors';
import type { BankFilters, BankRow, BanksRepository } from './banks.repository';
import { iso, uniqueViolation } from '../registers.common';

const M = MESSAGES.registers;

/** The bank as the API shows it (spec doc 1 §3: id, bank_code, bank_name, bank_ispb). */
export function toBankReply(row: BankRow): Bank {
  return {
    id: row.id,
    bank_name: row.bankName,
    bank_code: row.bankCode,
    bank_ispb: row.bankIspb,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt),
  };
}

/**
 * Whether creditor domiciles still point at a bank code. The domiciles belong to the creditors
 * module; it is asked through this function so this module never reads its tables.
 */
export type BankUsage = (bankCode: string) => Promise<boolean>;

export function createBanksService(repo: BanksRepository, opts: { bankInUse?: BankUsage } = {}) {
  const inUse: BankUsage = opts.bankInUse ?? (async () => false);

  async function getRow(id: number) {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return row;
  }

  async function refuseClashes(input: BankInput, exceptId?: number) {
    const clashes = await repo.findClashes(input.code, input.ispb, exceptId);
    if (clashes.some((b) => b.bankCode === input.code)) throw conflict(M.duplicateBankCode);
    if (clashes.some((b) => b.bankIspb === input.ispb)) throw conflict(M.duplicateBankIspb);
  }

  const clashMessage = (err: unknown) => {
    const violation = uniqueViolation(err);
    if (!violation) return null;
    return violation.constraint.includes('ispb') ? M.duplicateBankIspb : M.duplicateBankCode;
  };

  return {
    async search(filters: BankFilters) {
      const { rows, count } = await repo.search(filters);
      return { rows: rows.map(toBankReply), count };
    },

    async get(id: number) {
      return toBankReply(await getRow(id));
    },

    /** POST domains/banks {name, code, ispb}: code and ISPB are unique. */
    async create(input: BankInput) {
      await refuseClashes(input);
      try {
        return toBankReply(await repo.insert({ bankName: input.name, bankCode: input.code, bankIspb: input.ispb }));
      } catch (err) {
        const message = clashMessage(err);
        if (message) throw conflict(message);
        throw err;
      }
    },

    /** PATCH domains/banks/{id} {name, code, ispb}. */
    async update(id: number, input: BankInput) {
      const current = await getRow(id);
      await refuseClashes(input, id);
      if (input.code !== current.bankCode && (await inUse(current.bankCode))) throw conflict(M.bankCodeInUse);
      try {
        const row = await repo.update(id, {
          bankName: input.name,
          bankCode: input.code,
          bankIspb: input.ispb,
          updatedAt: new Date(),
        });
        if (!row) throw notFound();
        return toBankReply(row);
      } catch (err) {
        const message = clashMessage(err);
        if (message) throw conflict(message);
        throw err;
      }
    },

    /** DELETE domains/banks/{id}: refused while creditor domiciles use the bank. */
    async remove(id: number) {
      const current = await getRow(id);
      if (await inUse(current.bankCode)) throw conflict(M.bankInUse);
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}

export type BanksService = ReturnType<typeof createBanksService>;
