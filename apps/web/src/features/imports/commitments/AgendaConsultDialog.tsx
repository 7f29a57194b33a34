import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { MESSAGES, maskCpfCnpj, partnerTypeOfProfile } from '@lastro/domain';
import { getApiErrorMessage } from '../../../components';
import { paths } from '../../../lib/paths';
import { getMerchantStatus } from '../../../lib/reference/merchantLookup';
import { createSchedule } from '../../../lib/reference/scheduleCreate';
import { eachWithConcurrency, type ImportedMerchant } from './agenda-consult';

const T = MESSAGES.imports.commitments;
/** Requests at a time: a file of many merchants does not flood the server. */
const CONCURRENCY = 3;

type Outcome = { id: string } | { error: string };
type Found = { id: string; name: string } | { error: string };

/**
 * 'Consulta de agenda' (spec 3 §2.2): after a pre_compromisso partner's import, the merchants of
 * the imported rows, each consulted as the 'Nova consulta' page would (merchant found by document
 * for the creditor, then requests/create-consolidated); per merchant the request id or the reason.
 */
export function AgendaConsultDialog({
  merchants,
  creditorId,
  partnerProfile,
  onClose,
}: {
  merchants: readonly ImportedMerchant[];
  creditorId: string;
  partnerProfile: string;
  onClose(): void;
}) {
  const lookups = useRef(new Map<string, Promise<Found>>());
  const [found, setFound] = useState<Record<string, Found>>({});
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [running, setRunning] = useState(false);

  // One look-up per merchant, shared by the names shown now and the consult later.
  const lookUp = useCallback(
    (document: string) => {
      let pending = lookups.current.get(document);
      if (!pending) {
        pending = getMerchantStatus(document, creditorId).then(
          (s): Found => ({ id: s.merchant.id, name: s.merchant.company_name }),
          (error: unknown): Found => ({ error: getApiErrorMessage(error) }),
        );
        lookups.current.set(document, pending);
        void pending.then((f) => setFound((all) => ({ ...all, [document]: f })));
      }
      return pending;
    },
    [creditorId],
  );

  useEffect(() => {
    void eachWithConcurrency(merchants, CONCURRENCY, async (m) => {
      await lookUp(m.document);
    });
  }, [merchants, lookUp]);

  const consult = async () => {
    setRunning(true);
    await eachWithConcurrency(merchants, CONCURRENCY, async (m) => {
      const merchant = await lookUp(m.document);
      let outcome: Outcome;
      if ('error' in merchant) outcome = merchant;
      else {
        try {
          const created = await createSchedule({
            partnerType: partnerTypeOfProfile(partnerProfile),
            query_mode: 'supplier',
            creditor_id: creditorId,
            merchant_id: merchant.id,
            acquirers: m.acquirers,
            arrangements: m.arrangements,
          });
          outcome = { id: created.id };
        } catch (error) {
          outcome = { error: getApiErrorMessage(error) };
        }
      }
      setOutcomes((all) => ({ ...all, [m.document]: outcome }));
    });
    setRunning(false);
  };

  const done = Object.keys(outcomes).length;
  const finished = done === merchants.length;
  const anyCreated = Object.values(outcomes).some((o) => 'id' in o);

  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="agenda-consult-title"
    >
      <DialogTitle id="agenda-consult-title">{T.agendaConsultTitle}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>{T.agendaConsultText}</DialogContentText>
        <List dense aria-label={T.agendaMerchants}>
          {merchants.map((m) => {
            const merchant = found[m.document];
            const outcome = outcomes[m.document];
            return (
              <ListItem key={m.document} disableGutters divider data-testid="agenda-merchant">
                <ListItemText
                  primary={
                    <>
                      <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', mr: 1 }}>
                        {maskCpfCnpj(m.document)}
                      </Typography>
                      {merchant && 'name' in merchant ? (
                        <Typography component="span" color="text.secondary">
                          {merchant.name}
                        </Typography>
                      ) : null}
                    </>
                  }
                  secondary={
                    outcome === undefined ? null : 'id' in outcome ? (
                      <Typography component="span" variant="body2" data-testid="agenda-outcome">
                        {MESSAGES.schedules.processingTitle} — {MESSAGES.imports.requestIdLabel}:{' '}
                        {/* A phone breaks the id, not the words around it. */}
                        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                          {outcome.id}
                        </Box>
                      </Typography>
                    ) : (
                      <Typography component="span" variant="body2" color="error" data-testid="agenda-outcome">
                        {outcome.error}
                      </Typography>
                    )
                  }
                />
              </ListItem>
            );
          })}
        </List>
        {anyCreated ? (
          <Button component={RouterLink} to={paths.schedules.root.path} variant="text" sx={{ mt: 1, px: 0 }}>
            {T.agendaSeeQueries}
          </Button>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={running}>
          {MESSAGES.common.close}
        </Button>
        <Button
          variant="contained"
          startIcon={<EventNoteIcon />}
          loading={running}
          loadingPosition="start"
          disabled={finished}
          onClick={() => void consult()}
        >
          {running ? T.agendaConsulting(done, merchants.length) : T.agendaConsult}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
