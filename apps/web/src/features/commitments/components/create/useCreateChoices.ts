import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  CONTRACT_TYPE,
  CONTRACT_TYPES,
  TRANSACTION_TYPE,
  TRANSACTION_TYPES,
  type CommitmentCreateOptions,
  type CommitmentFormValues,
  type MerchantRelation,
} from '@lastro/domain';
import type { Option, Originator } from '../../api/create-commitment';
import { asOptions } from './form-values';

const unique = (options: Option[]) => [...new Map(options.map((o) => [o.value, o])).values()];

interface ChoiceInputs {
  options: CommitmentCreateOptions | undefined;
  originators: Originator[] | undefined;
  relations: MerchantRelation[];
  isGcap: boolean;
  originatorId: string;
  chosenAcquirers: string[];
}

/**
 * What the create form offers to choose from: the transaction and contract types the partner's
 * parameters allow (narrowed under GCAP; a single allowed value is chosen for the user, the
 * select then read-only), the active originators and their active domiciles, and the merchant's
 * acquirers and the arrangements of the chosen ones.
 */
export function useCreateChoices<Out>(form: UseFormReturn<CommitmentFormValues, unknown, Out>, input: ChoiceInputs) {
  const { getValues, setValue } = form;
  const { options, originators, relations, isGcap, originatorId, chosenAcquirers } = input;

  const transactionOptions = asOptions(
    TRANSACTION_TYPES.filter(
      (t) => (options?.transaction_types ?? []).includes(t.value) && (!isGcap || t.value === TRANSACTION_TYPE.garantia || t.value === TRANSACTION_TYPE.cobranca),
    ),
  );
  const contractOptions = asOptions(
    CONTRACT_TYPES.filter((t) => (options?.contract_types ?? []).includes(t.value) && (!isGcap || t.value === CONTRACT_TYPE.cessao)),
  );
  const activeOriginators = (originators ?? []).filter((o) => o.status === 'Ativo' && o.domicilios.some((d) => d.status === 'Ativo'));
  const domiciles = activeOriginators.find((o) => o.id === originatorId)?.domicilios.filter((d) => d.status === 'Ativo') ?? [];
  const acquirerOptions = unique(relations.map((r) => ({ value: r.acquirer_document, label: r.acquirer_name })));
  const arrangementOptions = unique(
    relations.filter((r) => !chosenAcquirers.length || chosenAcquirers.includes(r.acquirer_document)).map((r) => ({ value: r.arrangement_code, label: r.arrangement_name })),
  );

  const onlyType = transactionOptions.length === 1 ? transactionOptions[0]!.value : null;
  const onlyContractType = contractOptions.length === 1 ? contractOptions[0]!.value : null;
  useEffect(() => {
    if (onlyType && String(getValues('type')) !== onlyType) setValue('type', Number(onlyType));
    if (onlyContractType && String(getValues('contract_type')) !== onlyContractType) setValue('contract_type', Number(onlyContractType));
  }, [onlyType, onlyContractType, getValues, setValue]);

  return { transactionOptions, contractOptions, activeOriginators, domiciles, acquirerOptions, arrangementOptions };
}
