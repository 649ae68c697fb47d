// Numbers as the charts write them: en-US digit grouping ("12,345.6"), the way Intl.NumberFormat('en-US') writes them,
// without it. A page's first Intl.NumberFormat loads ICU's number data on the main thread (10–30 ms in Chromium, four
// times that on a slow phone), and a chart of counts needs no more than commas.

/** Intl's own format, made on first need: numbers the plain digits below cannot write (exponents, not finite). */
const intlFormats = new Map<number, Intl.NumberFormat>();
function intlFormat(value: number, maximumFractionDigits: number): string {
  let format = intlFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    intlFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/** "1234567" as "1,234,567". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** One added to the last digit of a string of decimal digits ("0199" → "0200", "99" → "100"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` in en-US with at most `maximumFractionDigits` decimals (halves rounded away from zero, trailing zeros
 * dropped): what `new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value)` writes.
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  // The shortest decimal that reads back as the value, as Intl rounds from; an exponent or no digits at all: Intl.
  const written = String(Math.abs(value));
  if (!Number.isFinite(value) || written.includes('e')) return intlFormat(value, maximumFractionDigits);
  const [whole = '0', fraction = ''] = written.split('.');
  let integer = whole;
  let decimals = fraction;
  if (decimals.length > maximumFractionDigits) {
    const roundUp = Number(decimals[maximumFractionDigits]) >= 5;
    decimals = decimals.slice(0, maximumFractionDigits);
    if (roundUp) {
      const next = incremented(integer + decimals);
      integer = next.slice(0, next.length - decimals.length);
      decimals = next.slice(next.length - decimals.length);
    }
  }
  decimals = decimals.replace(/0+$/, '');
  const text = `${grouped(integer)}${decimals ? `.${decimals}` : ''}`;
  // Intl writes the sign of every negative value, even one that rounds to zero ("-0").
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}
