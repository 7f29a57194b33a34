import { registryError } from '../errors';
import type { Contract, ContractAction, ContractRef, SettlementAccountChange } from '../registry';
import { refuse } from './conventions';
import { CONTRACT_COLUMNS, contractByRef, contractOf, type ContractRow } from './contracts';
import { lockMerchant, type Q } from './sql';
import { reallocate } from './units';

/** Found, then its merchant locked before the row, in the order every write of a merchant takes them. */
async function lockedContract(q: Q, ref: ContractRef): Promise<ContractRow> {
  const row = await contractByRef(q, ref);
  if (!row) throw refuse(registryError('contractNotFound'));
  await lockMerchant(q, row.ufr);
  const [locked] = await q<ContractRow>(
    `select ${CONTRACT_COLUMNS} from registry.contracts where id = $1 for update`,
    [row.id],
  );
  return locked!;
}

export async function changeSettlementAccount(q: Q, req: SettlementAccountChange): Promise<Contract> {
  const row = await lockedContract(q, req.contrato);
  if (row.status !== 'ativo') throw refuse(registryError('contractNotActive'));
  const [updated] = await q<ContractRow>(
    `update registry.contracts set domicilio = $2 where id = $1 returning ${CONTRACT_COLUMNS}`,
    [row.id, JSON.stringify(req.domicilio)],
  );
  return (await contractOf(q, updated!))!;
}

/** Cancel, baixa and liquidação end the contract: its effects are removed and the URs freed. */
export async function endContract(
  q: Q,
  req: ContractAction,
  status: 'cancelado' | 'baixado' | 'liquidado',
): Promise<Contract> {
  const row = await lockedContract(q, req.contrato);
  if (row.status !== 'ativo') throw refuse(registryError('contractNotActive'));
  const units = await q<{ id: string }>(
    `select u.id from registry.units u join registry.effects e on e.unit_id = u.id
     where e.contract_id = $1 and e.status <> 'removido' and u.liquidada_em is null order by u.id for update of u`,
    [row.id],
  );
  await q(
    `update registry.effects set status = 'removido', valor_aplicado = 0, indicador = 0
     where contract_id = $1 and status <> 'removido'`,
    [row.id],
  );
  const [updated] = await q<ContractRow>(
    `update registry.contracts set status = $2 where id = $1 returning ${CONTRACT_COLUMNS}`,
    [row.id, status],
  );
  // Freed amounts go to the effects behind it (a failed or partial one may apply now).
  await reallocate(
    q,
    units.map((u) => Number(u.id)),
  );
  return (await contractOf(q, updated!))!;
}
