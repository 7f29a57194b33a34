import { MESSAGES } from '@lastro/domain';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';

const M = MESSAGES.reconciliationCompanies;

/**
 * The creditor a call acts on: a creditor user's own, whatever it sends; an admin's choice,
 * which a write needs ('Selecione o fornecedor'). A creditor that does not exist is not found.
 */
export async function creditorOfCall(auth: AuthContext, asked: string | undefined, deps: { creditorExists(creditorId: string): Promise<boolean> }): Promise<string> {
  if (!auth.isAdmin) return auth.creditorId!;
  if (!asked) throw badRequest(M.supplierRequired);
  if (!(await deps.creditorExists(asked))) throw notFound();
  return asked;
}

