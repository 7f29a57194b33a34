import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, formatDocument, MESSAGES, type BankItem, type ItemChain as Chain, type ScheduleItem } from '@lastro/domain';
import { MoneyText } from '../../../../components';
import { paths } from '../../../../lib/paths';
import { ChainFields, ChainStep, stepStateOf, type ChainField, type StepState } from './ChainStep';
import { ChainTable } from './ChainTable';
import { ItemStatusChip } from './ItemStatusChip';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;
const K = S.chain;
const C = MESSAGES.common;

/** The four steps of spec 4 §2.5. */
export type ChainStepKey = 'ur' | 'effects' | 'settlement' | 'credit';

export interface ItemChainProps {
  chain: Chain | null;
  /** The agenda item behind the chain; null for a bank item (its URs are the bank drawer's). */
  item: ScheduleItem | null;
  bankItem: BankItem | null;
  credited: readonly { id: string; file_name: string; posted_date: string; description: string; document_id: string | null; amount: string }[];
  /** 'Detalhe da divergência': every step an accordion, only these expanded. */
  concerned?: readonly ChainStepKey[];
}

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

export function unitFields(unit: NonNullable<Chain['unit']>): ChainField[] {
  return [
    { label: S.list.acquirer, value: unit.acquirer.name },
    { label: A.merchant, value: unit.merchant.name ? `${unit.merchant.name} · ${formatDocument(unit.merchant.document)}` : formatDocument(unit.merchant.document) },
    { label: A.arrangement, value: unit.arrangement.name ? `${unit.arrangement.code} ${unit.arrangement.name}` : unit.arrangement.code },
    { label: A.settlementDate, value: formatDate(unit.settlement_date) },
    { label: K.constitution, value: unit.constituted ? K.constituted : K.toConstitute },
    { label: K.constitutedTotal, value: <MoneyText value={unit.constituted_total} /> },
    { label: K.committed, value: <MoneyText value={unit.committed} /> },
    { label: K.free, value: <MoneyText value={unit.free} /> },
    { label: K.settled, value: <MoneyText value={unit.settled} /> },
  ];
}

function effectFields(e: Chain['effects'][number]): ChainField[] {
  const contract = e.deal_id ? (
    <>
      {e.code ?? e.contract_identifier}{' '}
      <Link component={RouterLink} to={paths.appointments.edit.getHref(e.deal_id)}>
        {A.commitmentDetails}
      </Link>
    </>
  ) : (
    A.unknownContract(e.contract_identifier)
  );
  return [
    { label: K.contract, value: contract },
    { label: S.list.supplier, value: e.creditor_name ?? C.empty },
    { label: K.priority, value: e.priority === 0 ? K.effectStatus.insucesso : String(e.priority) },
    { label: K.onerated, value: <MoneyText value={e.onerated} /> },
    { label: K.applied, value: <MoneyText value={e.applied} /> },
    { label: K.frozenAt, value: e.frozen_at ? formatDateTime(e.frozen_at) : C.empty },
    { label: S.list.status, value: K.effectStatus[e.status] },
    { label: A.settlementAccount, value: e.account?.label ?? C.empty },
  ];
}

/** Step 2's content: the effects the reader sees in full, then 'Outros efeitos' summed [D14]. */
export function ChainEffects({ chain }: { chain: Chain }) {
  return (
    <>
      {chain.effects.map((e) => (
        <Stack key={e.contract_identifier} spacing={1} sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <ChainFields fields={effectFields(e)} />
        </Stack>
      ))}
      {!chain.effects.length && <Empty text={K.noEffects} />}
      {chain.other_effects && <ChainFields fields={[{ label: chain.other_effects.label, value: <MoneyText value={chain.other_effects.applied} /> }]} />}
    </>
  );
}

/** Step 3's content: the settlements the reader sees in full, then 'Demais pagamentos da UR' summed [D14]. */
export function ChainSettlements({ chain }: { chain: Chain | null }) {
  const settlements = chain?.settlements ?? [];
  return (
    <>
      {settlements.length ? (
        <ChainTable
          label={K.settlementsTable}
          headers={[K.beneficiary, K.account, K.expectedDate, K.effectiveDate, K.amount]}
          numeric={[4]}
          rows={settlements.map((s, i) => ({
            key: `${s.contract_identifier ?? ''}-${s.effective_date}-${i}`,
            cells: [formatDocument(s.beneficiary), s.account ?? C.empty, formatDate(s.expected_date), formatDate(s.effective_date), <MoneyText key="v" value={s.amount} />],
          }))}
        />
      ) : (
        <Empty text={K.noSettlements} />
      )}
      {chain?.other_settlements && <ChainFields fields={[{ label: chain.other_settlements.label, value: <MoneyText value={chain.other_settlements.amount} /> }]} />}
    </>
  );
}

/** The state of each step: what the item's status says about the step it is about. */
function statesOf(item: ScheduleItem | null, bankItem: BankItem | null, chain: Chain | null): Record<ChainStepKey, StepState> {
  const effectFailed = chain?.effects.some((e) => e.status === 'insucesso') ?? false;
  return {
    ur: chain?.unit ? (chain.unit.constituted ? 'agrees' : 'waiting') : 'missing',
    effects: !item || !item.contract.deal_id || effectFailed ? 'differs' : 'agrees',
    settlement: item ? stepStateOf(item.status) : bankItem?.divergence_types.includes('credito_sem_origem') ? 'missing' : 'agrees',
    credit: bankItem ? stepStateOf(bankItem.status) : 'waiting',
  };
}

/** The chain UR → effects → settlements → bank line of a drawer (spec 4 §2.5), each step headed by its state's icon. */
export function ItemChain({ chain, item, bankItem, credited, concerned }: ItemChainProps) {
  const states = statesOf(item, bankItem, chain);
  const fold = (key: ChainStepKey) => (concerned ? { accordion: { defaultExpanded: concerned.includes(key) } } : {});
  return (
    <Stack spacing={concerned ? 1 : 3}>
      {item && (
        <ChainStep title={A.stepUr} state={states.ur} fields={chain?.unit ? unitFields(chain.unit) : []} {...fold('ur')}>
          {!chain?.unit && <Empty text={K.unitUnavailable} />}
        </ChainStep>
      )}
      {item && (
        <ChainStep title={A.stepEffects} state={states.effects} fields={[]} {...fold('effects')}>
          {chain && <ChainEffects chain={chain} />}
        </ChainStep>
      )}
      <ChainStep title={A.stepSettlement} state={states.settlement} fields={[]} {...fold('settlement')}>
        <ChainSettlements chain={chain} />
      </ChainStep>
      <ChainStep
        title={A.stepCredit}
        state={states.credit}
        fields={bankItem ? [{ label: S.list.status, value: <ItemStatusChip status={bankItem.status} /> }, { label: A.credited, value: <MoneyText value={bankItem.credited} /> }, { label: S.list.account, value: bankItem.account.label }] : []}
        {...fold('credit')}
      >
        {!bankItem && <Empty text={K.noBankItem} />}
        {bankItem && credited.length > 0 && (
          <ChainTable
            label={K.linesTable}
            headers={[K.file, K.date, K.description, K.document, K.amount]}
            numeric={[4]}
            rows={credited.map((l) => ({ key: l.id, cells: [l.file_name, formatDate(l.posted_date), l.description, l.document_id ?? C.empty, <MoneyText key="v" value={l.amount} />] }))}
          />
        )}
        {bankItem?.suggestion && (
          <ChainFields
            fields={[
              { label: K.suggestion, value: `${formatDate(bankItem.suggestion.line.posted_date)} · ${bankItem.suggestion.line.description}` },
              { label: K.amount, value: <MoneyText value={bankItem.suggestion.line.amount} /> },
              { label: S.list.difference, value: <MoneyText value={bankItem.suggestion.difference} /> },
            ]}
          />
        )}
        {bankItem && !credited.length && !bankItem.suggestion && <Empty text={K.noLines} />}
      </ChainStep>
    </Stack>
  );
}
