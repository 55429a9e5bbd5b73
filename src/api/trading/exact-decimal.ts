/*
 * Non-negative exact decimals as (integer, scale) pairs: n / 10^scale. Order amounts are decided
 * by where a value rounds at its last place, which floats get wrong (0.29 × 100 = 28.999999999999996),
 * so everything that turns a price or a size into an amount goes through these.
 */

export type Dec = { n: bigint; scale: number };

const DECIMAL = /^(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

const pow10 = (k: number) => 10n ** BigInt(k);

/** A decimal string ("0.55", "10", ".5", "3.") as an exact value; undefined when it is not one. */
export function parseDec(text: string): Dec | undefined {
  const m = DECIMAL.exec(text.trim());
  if (!m) return undefined;
  const whole = m[1] ?? '0';
  const frac = m[2] ?? m[3] ?? '';
  return { n: BigInt(whole + frac), scale: frac.length };
}

export function mustParse(text: string, what: string): Dec {
  const d = parseDec(text);
  if (!d) throw new RangeError(`${what} is not a decimal number: "${text}"`);
  return d;
}

/** The same value written at a larger scale. */
function widen(d: Dec, scale: number): bigint {
  return d.n * pow10(scale - d.scale);
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export type Rounding = 'floor' | 'ceil' | 'halfUp';

/** The count of 10^-scale units nearest `d` in the given direction. */
export function toScale(d: Dec, scale: number, mode: Rounding): bigint {
  if (d.scale <= scale) return widen(d, scale);
  const unit = pow10(d.scale - scale);
  if (mode === 'floor') return d.n / unit;
  if (mode === 'ceil') return ceilDiv(d.n, unit);
  return (d.n + unit / 2n) / unit;
}

export function add(a: Dec, b: Dec): Dec {
  const scale = Math.max(a.scale, b.scale);
  return { n: widen(a, scale) + widen(b, scale), scale };
}

export function sub(a: Dec, b: Dec): Dec {
  const scale = Math.max(a.scale, b.scale);
  return { n: widen(a, scale) - widen(b, scale), scale };
}

export function mul(a: Dec, b: Dec): Dec {
  return { n: a.n * b.n, scale: a.scale + b.scale };
}

export function cmp(a: Dec, b: Dec): number {
  const scale = Math.max(a.scale, b.scale);
  const x = widen(a, scale);
  const y = widen(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const min = (a: Dec, b: Dec) => (cmp(a, b) <= 0 ? a : b);

/** a / b as a count of 10^-scale units, in the given direction (b > 0). */
export function divTo(a: Dec, b: Dec, scale: number, mode: Exclude<Rounding, 'halfUp'>): bigint {
  // a/b · 10^scale = a.n · 10^(b.scale + scale) / (b.n · 10^a.scale)
  let num = a.n;
  let den = b.n;
  const shift = b.scale + scale - a.scale;
  if (shift >= 0) num *= pow10(shift);
  else den *= pow10(-shift);
  return mode === 'floor' ? num / den : ceilDiv(num, den);
}

/** Shortest form: "10", "0.55", "0". */
export function show(d: Dec): string {
  const s = d.n.toString().padStart(d.scale + 1, '0');
  if (d.scale === 0) return s;
  const whole = s.slice(0, -d.scale);
  const frac = s.slice(-d.scale).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** Exactly `places` decimals ("5.500000"), rounded half up past them. */
export function fixed(d: Dec, places: number): string {
  const n = toScale(d, places, 'halfUp')
    .toString()
    .padStart(places + 1, '0');
  return places === 0 ? n : `${n.slice(0, -places)}.${n.slice(-places)}`;
}

export const dec = (n: bigint, scale: number): Dec => ({ n, scale });
