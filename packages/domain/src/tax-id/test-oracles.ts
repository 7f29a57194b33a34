/**
 * Independent reference implementations written straight from the spec wording ("weights
 * cycling from 9 down to 2, modulo 11, remainder under 2 gives 0"), used as test oracles.
 */
function referenceDv(chars: string, maxWeight: number): number {
  let weight = 2;
  let sum = 0;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function referenceIsValidCnpj(raw: string): boolean {
  const v = raw.replace(/[./\-\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(v)) return false;
  if (v.split('').every((c) => c === v[0])) return false;
  const dv1 = referenceDv(v.slice(0, 12), 9);
  const dv2 = referenceDv(v.slice(0, 12) + dv1, 9);
  return v.slice(12) === `${dv1}${dv2}`;
}

export function referenceIsValidCpf(raw: string): boolean {
  const v = raw.replace(/[./\-\s]/g, '');
  if (!/^\d{11}$/.test(v)) return false;
  if (v.split('').every((c) => c === v[0])) return false;
  const dv1 = referenceDv(v.slice(0, 9), 100);
  const dv2 = referenceDv(v.slice(0, 9) + dv1, 100);
  return v.slice(9) === `${dv1}${dv2}`;
}
