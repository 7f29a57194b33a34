import { MESSAGES, ORIGINATOR_STATUS } from '@lastro/domain';
import { getApiErrorMessage, useToast } from '../../../../components';

import { useUpdateOriginator, type OriginatorChange } from '../../api/update-originator';
import type { OriginatorAnswer } from '../../types';

const M = MESSAGES.creditors;

/** The status an item should get when its toggle is flipped. */
export const flipped = (status: string) =>
  status === ORIGINATOR_STATUS.active ? ORIGINATOR_STATUS.inactive : ORIGINATOR_STATUS.active;

/**
 * Toggles of originators and domiciles (PUT parceiro/originador): 'Status alterado com sucesso!'
 * when the answer carries the new status, else 'Erro ao alterar status: <message>'.
 */
export function useStatusToggle(creditorId: string) {
  const toast = useToast();
  const update = useUpdateOriginator(creditorId);

  const run = async (change: OriginatorChange, read: (answer: OriginatorAnswer) => { status?: string | null; mensagem?: string | null } | undefined, wanted: string) => {
    try {
      const answer = await update.mutateAsync(change);
      const item = read(answer);
      if (item?.status === wanted) toast.success(M.statusChanged);
      else toast.error(M.statusChangeError(item?.mensagem ?? MESSAGES.common.genericError));
    } catch (error) {
      toast.error(M.statusChangeError(getApiErrorMessage(error)));
    }
  };

  return {
    pending: update.isPending,
    toggleOriginator: (id: string, status: string) => {
      const wanted = flipped(status);
      return run({ id, status: wanted }, (a) => a[0]?.originadores[0], wanted);
    },
    toggleDomicile: (originatorId: string, domicileId: string, status: string) => {
      const wanted = flipped(status);
      return run(
        { id: originatorId, domicilios: [{ id: domicileId, status: wanted }] },
        (a) => a[0]?.originadores[0]?.domicilios[0],
        wanted,
      );
    },
  };
}
