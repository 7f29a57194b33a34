import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditorCreateSchema, stripTaxIdMask } from '@lastro/domain';
import { accounts, creditors } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../../db/client';
import type { Tx } from '../../lib/transaction';
import type { AuthContext } from '../../plugins/route-auth';
import type { MasterUsers } from '../access/access.ports';
import { createProfilesRepository } from '../access/profiles/profiles.repository';
import { createUsersRepository } from '../access/users/users.repository';
import { createCreditorsRepository } from './creditors.repository';
import { createCreditorsService } from './creditors.service';
import { creditorBody } from './testing';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => dispose?.());

/** The access module's account row, written on the creditor's transaction. */
const insertMasterAccount = (tx: Tx, input: Parameters<MasterUsers['createCreditorUserIn']>[1]) =>
  createUsersRepository(tx).insert({
    email: input.email,
    name: input.name,
    accountType: 'Creditor',
    creditorId: input.creditorId,
    profileId: input.profileId,
    status: 'ativo',
    isSecondary: false,
    passwordHash: null,
  });

const admin = { accountId: 'test-admin', isAdmin: true, creditorId: null } as unknown as AuthContext;

describe('a creditor and its master user are one transaction', () => {
  it('rolls the creditor back when its master user fails after the account row was written', async () => {
    const body = creditorCreateSchema.parse(creditorBody());
    const service = createCreditorsService(createCreditorsRepository(database.db), {
      creditorAdminProfileId: () => createProfilesRepository(database.db).ensureCreditorAdminProfile(),
      emailTaken: async () => false,
      masterAccountOf: async () => undefined,
      async createCreditorUserIn(tx, input) {
        // The account is written inside the creditor's transaction, then the next step fails.
        await insertMasterAccount(tx, input);
        throw new Error('invitation store unavailable');
      },
    });

    await expect(service.create(admin, body)).rejects.toThrow('invitation store unavailable');

    const documentNumber = stripTaxIdMask(body.document_number);
    expect(await database.db.select().from(creditors).where(eq(creditors.documentNumber, documentNumber))).toEqual([]);
    expect(await database.db.select().from(accounts).where(eq(accounts.email, body.contact_email))).toEqual([]);
  });

  it('commits both and sends the invitation only after the commit', async () => {
    const body = creditorCreateSchema.parse(creditorBody());
    const events: string[] = [];
    const service = createCreditorsService(createCreditorsRepository(database.db), {
      creditorAdminProfileId: () => createProfilesRepository(database.db).ensureCreditorAdminProfile(),
      emailTaken: async () => false,
      masterAccountOf: async () => undefined,
      async createCreditorUserIn(tx, input) {
        const account = await insertMasterAccount(tx, input);
        events.push('written');
        return {
          account,
          sendInvitation: async () => {
            // Another connection sees both rows: the transaction has committed.
            const [row] = await database.db.select().from(accounts).where(eq(accounts.id, account.id));
            events.push(row ? 'mailed after commit' : 'mailed before commit');
          },
        };
      },
    });

    const created = await service.create(admin, body);
    expect(events).toEqual(['written', 'mailed after commit']);
    expect(await database.db.select().from(creditors).where(eq(creditors.id, created.id))).toHaveLength(1);
  });
});
