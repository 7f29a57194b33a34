import { centsToDecimal, type Cents } from '../calendar/money';
import { formatCurrency } from '../format/currency';

const money = (cents: Cents) => formatCurrency(centsToDecimal(cents));

/** The history texts of a divergence (spec 4 §3.8 'Events'), word for word, amounts as 'R$ 1.234,56'. */
export const RECONCILIATION_DIVERGENCE_MESSAGES = {
  created: (difference: Cents) => `Criada: diferença de ${money(difference)}`,
  amountUpdated: (from: Cents, to: Cents) => `Valor atualizado: de ${money(from)} para ${money(to)}`,
  resolvedAutomatically: 'Resolvida automaticamente',
  resolvedBackToWaiting: 'Resolvida automaticamente: o item voltou a aguardar dados',
  reopened: (reason: string) => `Reaberta: ${reason}`,
  reopenedRecurred: 'Divergência voltou a ocorrer',
};
