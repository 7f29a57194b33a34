import { useEffect, useState } from 'react';
import { COLLATERAL_TRANSACTION_TYPES, CONTRACT_TYPE, CONTRACT_TYPES, MESSAGES, TRANSACTION_TYPE, TRANSACTION_TYPES } from '@lastro/domain';
import { toast } from '../../../components';
import { useSession } from '../../../lib/session';
import { useCommitmentImportOptions } from './api';

export interface CommitmentImportFormState {
  creditorId: string;
  type: number | '';
  contractType: number | '';
  gcap: boolean;
}

/**
 * The choices of the commitment imports (spec 3 §4): the provider (a creditor user fixed to its
 * own), then the transaction and contract types preselected and locked when the partner's
 * parameters allow one value, open when 'ambos' / 'todos' (then 1 is preselected); a partner
 * without parameters shows 'Parceiro não tem parametros cadastrados' and clears them. The smoke
 * import's 'Gestão de colateral?' forces Garantia and Cessão and is reset when the provider changes.
 */
export function useCommitmentImportForm(smoke: boolean) {
  const session = useSession();
  const isAdmin = Boolean(session?.isAdmin);
  const [state, setState] = useState<CommitmentImportFormState>({
    creditorId: isAdmin ? '' : (session?.user.personId ?? ''),
    type: '',
    contractType: '',
    gcap: false,
  });
  const options = useCommitmentImportOptions(state.creditorId);
  const data = options.data;

  const transactionTypes = TRANSACTION_TYPES.filter(
    (t) => (data?.transaction_types ?? []).includes(t.value) && (!state.gcap || (COLLATERAL_TRANSACTION_TYPES as readonly number[]).includes(t.value)),
  );
  const contractTypes = CONTRACT_TYPES.filter((t) => (data?.contract_types ?? []).includes(t.value) && (!state.gcap || t.value === CONTRACT_TYPE.cessao));

  // The selections follow the parameters: a choice the partner does not allow falls back to the
  // single allowed value, or to 1 when the select is open ('ambos' / 'todos').
  const pick = (allowed: readonly number[], current: number | '', preferred: number) =>
    !data?.configured ? '' : current !== '' && allowed.includes(current) ? current : allowed.includes(preferred) ? preferred : (allowed[0] ?? '');
  const type = pick(transactionTypes.map((t) => t.value), state.type, TRANSACTION_TYPE.garantia);
  const contractType = pick(contractTypes.map((t) => t.value), state.contractType, CONTRACT_TYPE.trocaDeTitularidade);
  const gcap = smoke && data?.gcap === true && state.gcap;

  useEffect(() => {
    if (data && !data.configured) toast.error(MESSAGES.imports.partnerWithoutParameters);
  }, [data]);

  const setCreditor = (creditorId: string) => setState({ creditorId, type: '', contractType: '', gcap: false });
  const setGcap = (gcap: boolean) =>
    setState((s) => (gcap ? { ...s, gcap, type: TRANSACTION_TYPE.garantia, contractType: CONTRACT_TYPE.cessao } : { ...s, gcap }));

  const ready = Boolean(state.creditorId) && data?.configured === true && type !== '' && contractType !== '';
  const fields: Record<string, string> | null = ready
    ? {
        creditor_id: state.creditorId,
        deal_type: String(type),
        deal_contract_type: String(contractType),
        ...(smoke ? { deal_gcap: String(gcap) } : {}),
      }
    : null;

  return {
    isAdmin,
    state: { ...state, type, contractType, gcap },
    options,
    partnerType: data?.partner_type ?? '',
    /** perfil_parceiro as set ('' when unset): 'pre_compromisso' consults the agenda after an import. */
    partnerProfile: data?.partner_profile ?? '',
    gcapAllowed: smoke && data?.gcap === true,
    transactionTypes,
    contractTypes,
    typeLocked: state.gcap || transactionTypes.length <= 1,
    contractTypeLocked: state.gcap || contractTypes.length <= 1,
    setCreditor,
    setType: (type: number) => setState((s) => ({ ...s, type })),
    setContractType: (contractType: number) => setState((s) => ({ ...s, contractType })),
    setGcap,
    fields,
  };
}

export type CommitmentImportForm = ReturnType<typeof useCommitmentImportForm>;
