import type { RegistersPart, RegistersPartContext } from '../registers.ports';
import { createBanksRepository } from './banks.repository';
import { banksRoutes } from './banks.routes';
import { createBanksService, type BanksService } from './banks.service';

/** The banks' service (the registers' export reads it too). */
export function banksServiceOf(ctx: RegistersPartContext): BanksService {
  return createBanksService(createBanksRepository(ctx.database.db), {
    // Domiciles are the creditors module's: it says whether a bank code is still used.
    bankInUse: (bankCode) => ctx.use('creditors').bankCodeInUse(bankCode),
  });
}

/** Banks: their routes and the look-up by code (creditors' domiciles). */
export function createBanksPart(banks: BanksService): RegistersPart {
  return {
    routes: banksRoutes(banks),
    services: {
      banks: {
        findByCode: async (code) =>
          (await banks.search({ code, offset: 0, limit: 50 })).rows.find((b) => b.bank_code === code) ?? null,
      },
    },
  };
}
