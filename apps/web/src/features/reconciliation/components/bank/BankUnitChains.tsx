import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDocument, MESSAGES, type ItemChain as Chain } from '@lastro/domain';
import { ChainEffects, ChainSettlements, unitFields } from '../items/ItemChain';
import { ChainFields } from '../items/ChainStep';

const K = MESSAGES.reconciliationScreens.chain;

type Unit = NonNullable<Chain['unit']>;
const unitTitle = (u: Unit) =>
  `${u.merchant.name ?? formatDocument(u.merchant.document)} · ${u.arrangement.code} · ${formatDate(u.settlement_date)}`;

/**
 * One block per UR behind a bank item (spec 4 §2.5 'one block per UR that contributes'), for
 * steps 1-3 of 'Detalhe do pagamento': the UR itself, its effects or its settlements, as the
 * server scoped them to the reader [D14]; the URs beyond the drawer's cap are counted.
 */
export function UnitBlocks({
  chains,
  more,
  step,
}: {
  chains: readonly Chain[];
  more: number;
  step: 'ur' | 'effects' | 'settlement';
}) {
  const withUnit = chains.filter((c): c is Chain & { unit: Unit } => c.unit !== null);
  return (
    <Stack spacing={1.5}>
      {withUnit.map((c) => (
        <Stack
          key={c.unit.key}
          component="section"
          aria-label={unitTitle(c.unit)}
          spacing={1}
          sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider' }}
        >
          <Typography variant="subtitle2" component="h4">
            {unitTitle(c.unit)}
          </Typography>
          {step === 'ur' && <ChainFields fields={unitFields(c.unit)} />}
          {step === 'effects' && <ChainEffects chain={c} />}
          {step === 'settlement' && <ChainSettlements chain={c} />}
        </Stack>
      ))}
      {!withUnit.length && (
        <Typography variant="body2" color="text.secondary">
          {K.noUnits}
        </Typography>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          {K.moreUnits(more)}
        </Typography>
      )}
    </Stack>
  );
}
