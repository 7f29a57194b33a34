const percentNumber = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12.5 -> '12,50 %' (2 decimals, ' %' suffix). Empty/invalid -> '-'. */
export function formatPercent(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  let n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
  if (Math.round(n * 100) === 0) n = 0;
  return `${percentNumber.format(n)} %`;
}

/** '12,50 %' -> 12.5, '1.234,5%' -> 1234.5, '12.5' -> 12.5. Returns null when there is no number. */
export function parsePercent(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (!value) return null;
  const negative = /-/.test(value);
  let text = value.replace(/[^\d.,]/g, '');
  if (!/\d/.test(text)) return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  return negative && n !== 0 ? -n : n;
}

/**
 * Percent text field with 2 fixed decimals: digits shift in from the right ('1' -> '0,01 %',
 * '1250' -> '12,50 %'). At most `max` (default 100). Without digits gives ''.
 */
export function maskPercentInput(typed: string | null | undefined, max = 100): string {
  if (!/\d/.test(typed ?? '')) return '';
  const digits = (typed ?? '').replace(/\D/g, '').replace(/^0+/, '').slice(0, 15);
  const value = Math.min(Number(digits || '0') / 100, max);
  return formatPercent(value);
}
