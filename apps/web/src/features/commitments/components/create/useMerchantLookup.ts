import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES, cleanTaxId, validateDocument, type CommitmentFormValues, type MerchantRelation, type MerchantStatus } from '@lastro/domain';
import { ApiError } from '../../../../lib/api';
import { getMerchantRelations, getMerchantStatus } from '../../../../lib/reference/merchantLookup';
import { messageOf } from './form-values';

const M = MESSAGES.commitments;

/**
 * The merchant of the create form, looked up by the typed document: its status (an opt-in is
 * needed) and then the acquirers and arrangements linked to it at the registry. `reset` forgets
 * it and the choices made from it (a new document or another partner).
 */
export function useMerchantLookup<Out>(form: UseFormReturn<CommitmentFormValues, unknown, Out>, creditorId: string) {
  const { getValues, setValue } = form;
  const [merchant, setMerchant] = useState<MerchantStatus | null>(null);
  const [relations, setRelations] = useState<MerchantRelation[]>([]);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const reset = () => {
    setMerchant(null);
    setRelations([]);
    setLookupError(null);
    setValue('merchant_id', '');
    setValue('document_acquirers', []);
    setValue('payment_arrangements', []);
  };

  const lookUp = async () => {
    reset();
    const document = getValues('document_number');
    if (validateDocument(document) === null) {
      form.setError('document_number', { message: M.invalidCnpjOrCpf });
      return;
    }
    form.clearErrors('document_number');
    setSearching(true);
    try {
      const found = await getMerchantStatus(cleanTaxId(document), creditorId);
      setMerchant(found);
      setValue('merchant_id', found.merchant.id);
      if (!found.optin_status) {
        setLookupError(M.noOptIn);
        return;
      }
      const linked = (await getMerchantRelations(found.merchant.document_number, creditorId)).results;
      setRelations(linked);
      if (!linked.length) setLookupError(M.noLinkedAcquirers);
    } catch (error) {
      setLookupError(error instanceof ApiError && error.status === 404 ? M.merchantNotFound : messageOf(error));
    } finally {
      setSearching(false);
    }
  };

  return { merchant, relations, lookupError, searching, reset, lookUp };
}
