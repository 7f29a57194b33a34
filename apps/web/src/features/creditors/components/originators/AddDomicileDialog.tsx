import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import CloseIcon from '@mui/icons-material/Close';
import { MESSAGES, ORIGINATOR_STATUS, ORIGINATOR_WIZARD_WIDTH, maskCnpj } from '@lastro/domain';
import { getApiErrorMessage, useToast } from '../../../../components';

import { useUpdateOriginator } from '../../api/update-originator';
import { toDomicilePayload } from '../../lib/domicile';
import type { Originator } from '../../types';
import { DomicileForm } from './DomicileForm';
import { ResultBlock } from './ResultBlock';

const M = MESSAGES.creditors;

export interface AddDomicileDialogProps {
  creditorId: string;
  /** The (active) originator receiving the domicile; null keeps the dialog closed. */
  originator: Originator | null;
  onClose: () => void;
}

/** Adds a domicile to an active originator: step 1 the form, step 2 the server's answer. */
export function AddDomicileDialog({ creditorId, originator, onClose }: AddDomicileDialogProps) {
  const toast = useToast();
  const update = useUpdateOriginator(creditorId);
  const [result, setResult] = useState<{ success: boolean; message: string } | null>(null);
  // Each opening starts at step 1 (the dialog's content is keyed by the originator).
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (originator && openedFor !== originator.id) {
    setOpenedFor(originator.id);
    setResult(null);
  }
  const close = () => {
    setOpenedFor(null);
    setResult(null);
    onClose();
  };

  return (
    <Dialog
      open={Boolean(originator)}
      onClose={(_e, reason) => reason !== 'backdropClick' && close()}
      slotProps={{ paper: { sx: { width: ORIGINATOR_WIZARD_WIDTH, maxWidth: '100%' } } }}
      maxWidth={false}
      aria-labelledby="add-domicile-title"
    >
      <DialogTitle id="add-domicile-title" sx={{ pr: 6 }}>
        {M.addDomicile} · {originator?.razao_social}
      </DialogTitle>
      <IconButton aria-label={M.closeDialog} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stepper activeStep={result ? 1 : 0} sx={{ mb: 3, mt: 1 }}>
          <Step completed={Boolean(result)}>
            <StepLabel>{M.domicileStep}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{M.resumeStep}</StepLabel>
          </Step>
        </Stepper>
        {originator && !result ? (
          <DomicileForm
            key={originator.id}
            initialCnpj={originator.cnpj_originador.length === 14 ? maskCnpj(originator.cnpj_originador) : ''}
            submitLabel={MESSAGES.common.register}
            submitting={update.isPending}
            onSubmit={async (values) => {
              try {
                const answer = await update.mutateAsync({ id: originator.id, domicilios: [toDomicilePayload(values)] });
                const saved = answer[0]?.originadores[0]?.domicilios[0];
                const message = saved?.mensagem ?? MESSAGES.common.genericError;
                if (saved?.status === ORIGINATOR_STATUS.active) {
                  toast.success(M.domicileCreated);
                  setResult({ success: true, message });
                } else {
                  toast.error(M.domicileCreateError(message));
                  setResult({ success: false, message });
                }
              } catch (error) {
                const message = getApiErrorMessage(error);
                toast.error(M.domicileCreateError(message));
                setResult({ success: false, message });
              }
            }}
          />
        ) : null}
        {result ? (
          <ResultBlock
            title={M.domicileResult}
            success={result.success}
            message={result.message}
            failureLead={M.domicileCreateFailed}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
