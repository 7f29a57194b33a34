// Apart from currency.ts: only the charts use it, and that module is in every screen's first load.
const brlCompact = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** 12345.6 -> 'R$ 12,3 mil', 1234567 -> 'R$ 1,2 mi': a chart's amount axis, where full amounts would overlap and be dropped. */
export function formatCurrencyCompact(value: number): string {
  return brlCompact.format(value).replace(/\s/g, ' ');
}
