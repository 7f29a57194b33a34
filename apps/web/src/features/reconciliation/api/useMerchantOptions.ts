import { useMemo } from 'react';
import { formatDocument } from '@lastro/domain';
import { useMerchants } from '../../../lib/reference/useMerchants';
import { ALL } from './item-query';

/**
 * 'Estabelecimento' of 'Conciliação de Agenda' (spec 4 §2.3): the merchants of the creditor in
 * the filter (all an admin sees without one) as '{nome} — {CNPJ/CPF}', one per document; null
 * while the reader may not list merchants.
 */
export function useMerchantOptions(canList: boolean, creditorId: string) {
  const merchants = useMerchants({ ...(creditorId && creditorId !== ALL ? { creditor_id: creditorId } : {}), limit: 1000, offset: 0 }, canList);
  return useMemo(() => {
    if (!canList) return null;
    const byDocument = new Map<string, { value: string; label: string }>();
    for (const m of merchants.data?.results ?? [])
      if (!byDocument.has(m.document_number)) byDocument.set(m.document_number, { value: m.id, label: `${m.trading_name || m.company_name} — ${formatDocument(m.document_number)}` });
    return [...byDocument.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  }, [canList, merchants.data]);
}
