import { api } from '../../../lib/api';
import type { OriginatorAnswer } from '../types';

export interface DomicilePayload {
  cnpj_domicilio: string;
  titulo_domicilio: string;
  banco: string;
  ispb: string;
  agencia: string;
  /** 'number-digit' when a digit exists. */
  conta: string;
  tipo_conta: string;
}

/** POST parceiro/originador?creditor_id=: one originator with its new domiciles; the answer's first item is read. */
export const createOriginator = (
  creditorId: string,
  originator: { cnpj_originador: string; razao_social: string; domicilios: DomicilePayload[] },
) =>
  api.post<OriginatorAnswer>('general', 'parceiro/originador', { originadores: [originator] }, {
    query: { creditor_id: creditorId },
    rawToken: true,
  });
