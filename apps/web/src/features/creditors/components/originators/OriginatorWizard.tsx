import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import CloseIcon from '@mui/icons-material/Close';
import {
  MESSAGES,
  ORIGINATOR_STATUS,
  ORIGINATOR_WIZARD_WIDTH,
  originatorSchema,
  stripTaxIdMask,
  type DomicileInput,
  type OriginatorInput,
} from '@lastro/domain';
import { FormMaskedField, FormTextField, SubmitButton, SubmitForm, validHandler } from '../../../../components';
import { ApiError } from '../../../../lib/api';
import { createOriginator } from '../../api/create-originator';
import { toDomicilePayload } from '../../lib/domicile';
import { DomicileForm } from './DomicileForm';
import { ResultBlock } from './ResultBlock';
import { useZodForm } from '../../../../lib/useZodForm';

const M = MESSAGES.creditors;
const C = MESSAGES.common;
const STEPS = [M.originatorStep, M.domicileStep, M.resumeStep] as const;

/** What the two calls answered, as the resume shows it. */
export interface WizardOutcome {
  originatorStatus: string | null;
  originatorMessage: string | null;
  domicileStatus: string | null;
  domicileMessage: string | null;
}

const EMPTY_OUTCOME: WizardOutcome = { originatorStatus: null, originatorMessage: null, domicileStatus: null, domicileMessage: null };

export interface OriginatorWizardProps {
  open: boolean;
  creditorId: string;
  /** Closing resets the steps; the caller re-fetches the originator list. */
  onClose: () => void;
}

/**
 * 'Cadastrar Originador': step 1 originator, step 2 its first domicile, step 3 the resume. The
 * create call fires after step 1 and again (with the domicile) after step 2.
 */
export function OriginatorWizard({ open, creditorId, onClose }: OriginatorWizardProps) {
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<boolean[]>([false, false, false]);
  const [originator, setOriginator] = useState<OriginatorInput | null>(null);
  const [outcome, setOutcome] = useState<WizardOutcome>(EMPTY_OUTCOME);
  const [sending, setSending] = useState(false);
  const form = useZodForm(originatorSchema, {
    mode: 'onChange',
    defaultValues: { cnpj_originador: '', razao_social: '' },
  });

  const locked = outcome.originatorStatus === ORIGINATOR_STATUS.active && outcome.domicileStatus === ORIGINATOR_STATUS.active;
  const clickable = (index: number) => !locked && (index === 0 || done[index - 1] === true);

  const reset = () => {
    setStep(0);
    setDone([false, false, false]);
    setOriginator(null);
    setOutcome(EMPTY_OUTCOME);
    form.reset({ cnpj_originador: '', razao_social: '' });
  };
  const close = () => {
    reset();
    onClose();
  };

  /** Sends the originator (with the domicile of step 2); false when the call failed. */
  const send = async (values: OriginatorInput, domicile: DomicileInput | null): Promise<boolean> => {
    setSending(true);
    try {
      const answer = await createOriginator(creditorId, {
        cnpj_originador: stripTaxIdMask(values.cnpj_originador),
        razao_social: values.razao_social,
        domicilios: domicile ? [toDomicilePayload(domicile)] : [],
      });
      const first = answer[0];
      const saved = first?.originadores[0];
      const dom = saved?.domicilios[0];
      setOutcome((current) => ({
        originatorStatus: saved?.status ?? first?.status ?? null,
        originatorMessage: saved?.mensagem ?? first?.mensagem ?? null,
        domicileStatus: domicile ? (dom?.status ?? null) : current.domicileStatus,
        domicileMessage: domicile ? (dom?.mensagem ?? null) : current.domicileMessage,
      }));
      return true;
    } catch (error) {
      // The spec only logs a failed originator request; the resume shows the error it carried.
      console.error(C.requestError, error);
      const message = error instanceof ApiError ? error.messages[0]! : C.requestError;
      if (!domicile) {
        // Step 1 refused (a document the creditor already has): say so there, before the bank data.
        const field = error instanceof ApiError && error.status === 409 ? 'cnpj_originador' : 'root';
        form.setError(field, { type: 'server', message });
        return false;
      }
      setOutcome((current) => ({
        ...current,
        originatorStatus: domicile ? current.originatorStatus : ORIGINATOR_STATUS.error,
        originatorMessage: domicile ? current.originatorMessage : message,
        domicileStatus: domicile ? ORIGINATOR_STATUS.error : current.domicileStatus,
        domicileMessage: domicile ? message : current.domicileMessage,
      }));
    } finally {
      setSending(false);
    }
    return false;
  };

  const submitOriginator = validHandler(form, async (values) => {
    // Back at step 1 with what was already registered: nothing to send again (it would be a duplicate).
    const sentAlready =
      originator !== null &&
      stripTaxIdMask(originator.cnpj_originador) === stripTaxIdMask(values.cnpj_originador) &&
      originator.razao_social === values.razao_social;
    if (!sentAlready && !(await send(values, null))) return;
    setOriginator(values);
    setDone([true, false, false]);
    setStep(1);
  });

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // Only the close button closes it: a click outside would lose the wizard's progress.
        if (reason !== 'backdropClick') close();
      }}
      slotProps={{ paper: { sx: { width: ORIGINATOR_WIZARD_WIDTH, maxWidth: '100%' } } }}
      maxWidth={false}
      aria-labelledby="originator-wizard-title"
    >
      <DialogTitle id="originator-wizard-title" sx={{ pr: 6 }}>
        {M.originatorWizardTitle}
      </DialogTitle>
      <IconButton aria-label={M.closeDialog} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stepper nonLinear activeStep={step} sx={{ mb: 3, mt: 1 }}>
          {STEPS.map((label, index) => (
            <Step key={label} completed={done[index]}>
              <StepButton disabled={!clickable(index)} onClick={() => setStep(index)}>
                {label}
              </StepButton>
            </Step>
          ))}
        </Stepper>

        {step === 0 ? (
          <SubmitForm form={form} onValid={submitOriginator} aria-label={M.originatorStep}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 5 }}>
                <FormMaskedField control={form.control} name="cnpj_originador" kind="cpfCnpj" label={M.cnpjCpfLabel} required />
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <FormTextField control={form.control} name="razao_social" label={M.originatorCompanyNameLabel} required />
              </Grid>
              {form.formState.errors.root ? (
                <Grid size={12}>
                  <Alert severity="error">{form.formState.errors.root.message}</Alert>
                </Grid>
              ) : null}
              <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <SubmitButton pending={sending}>{C.next}</SubmitButton>
              </Grid>
            </Grid>
          </SubmitForm>
        ) : null}

        {step === 1 && originator ? (
          <DomicileForm
            initialCnpj={stripTaxIdMask(originator.cnpj_originador).length === 14 ? originator.cnpj_originador : ''}
            submitLabel={C.register}
            submitting={sending}
            onSubmit={async (domicile) => {
              await send(originator, domicile);
              setDone([true, true, true]);
              setStep(2);
            }}
          />
        ) : null}

        {step === 2 ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ResultBlock
              title={M.originatorResult}
              success={outcome.originatorMessage === M.originatorCreated}
              message={outcome.originatorMessage}
            />
            <ResultBlock
              title={M.domicileResult}
              success={outcome.domicileMessage === M.domicileCreatedResult}
              message={outcome.domicileMessage}
              failureLead={M.domicileCreateFailed}
            />
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
