const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Longest amount (in digits, cents included) the money field accepts: 9.999.999.999.999,99. */
const MAX_CURRENCY_INPUT_DIGITS = 15;

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * 1234.56 -> 'R$ 1.234,56' (pt-BR, BRL, 2 decimals, plain space after R$; negatives as
 * '-R$ 1,00'). Numeric strings are accepted (e.g. a database decimal). Empty/invalid -> '-'.
 */
export function formatCurrency(value: number | string | null | undefined): string {
  let n = toNumber(value);
  if (n === null) return '-';
  if (Math.round(n * 100) === 0) n = 0;
  return brl.format(n).replace(/\s/g, ' ');
}

/**
 * Parses a Brazilian money or number text: 'R$ 1.234,56' -> 1234.56, '-R$ 0,50' -> -0.5,
 * '1.234' -> 1234, '1234.56' -> 1234.56. Returns null when there is no number.
 */
export function parseCurrency(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (!value) return null;
  const negative = /-/.test(value);
  let text = value.replace(/[^\d.,]/g, '');
  if (!/\d/.test(text)) return null;
  if (text.includes(',')) {
    text = text
      .replace(/\./g, '')
      .replace(/,(?=.*,)/g, '')
      .replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text) || (text.match(/\./g)?.length ?? 0) > 1) {
    text = text.replace(/\./g, '');
  }
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  return negative && n !== 0 ? -n : n;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Money text field: digits typed shift in from the right ('1' -> 'R$ 0,01', '123' ->
 * 'R$ 1,23'); every non-digit is ignored, so re-masking a masked value changes nothing.
 * An input without digits gives '' so the field can be cleared.
 */
export function maskCurrencyInput(typed: string | null | undefined): string {
  const digits = (typed ?? '').replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_CURRENCY_INPUT_DIGITS);
  if (!/\d/.test(typed ?? '')) return '';
  const padded = digits.padStart(3, '0');
  return `R$ ${groupThousands(padded.slice(0, -2))},${padded.slice(-2)}`;
}

/** Cents as an integer, avoiding floating-point drift: 10.1 -> 1010. */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/**
 * Splits `total` into `count` parts of equal cents; the last part absorbs the rounding
 * difference (commitment installments). The parts always sum to the total in cents.
 */
export function splitAmount(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const totalCents = toCents(total);
  const partCents = Math.floor(totalCents / count);
  const parts: number[] = [];
  for (let i = 0; i < count - 1; i++) parts.push(partCents / 100);
  parts.push((totalCents - partCents * (count - 1)) / 100);
  return parts;
}
