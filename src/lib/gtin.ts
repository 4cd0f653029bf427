/**
 * Global Trade Item Numbers (EAN-8, UPC-A, EAN-13, GTIN-14): the number a retailer's feed and the
 * catalogue share for the same article. Kept as 14 digits (the shorter forms padded with leading
 * zeros, as GS1 writes them in databases), so that one article has one key whatever form a feed
 * gives it in.
 */

/** Google's limit on a product's `mpn`; longer is no manufacturer's part number. */
export const MPN_MAX_LENGTH = 70

/** The lengths GS1 defines: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
const LENGTHS = new Set([8, 12, 13, 14])

/** GS1's check digit of the digits before it (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

export type GtinReading =
  { ok: true; gtin: string } | { ok: false; reason: 'format' | 'check-digit' }

/**
 * A GTIN as typed or sent: spaces and hyphens between the digits are dropped, and it must have 8,
 * 12, 13 or 14 digits and the right check digit.
 */
export function readGtin(input: string): GtinReading {
  const digits = input.trim().replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits) || !LENGTHS.has(digits.length)) return { ok: false, reason: 'format' }
  const gtin = digits.padStart(14, '0')
  if (gtinCheckDigit(gtin.slice(0, 13)) !== Number(gtin[13])) {
    return { ok: false, reason: 'check-digit' }
  }
  return { ok: true, gtin }
}

export const gtinMessages = {
  format: 'A GTIN has 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13 or GTIN-14).',
  'check-digit': 'This GTIN’s last digit is not its check digit: one of its digits is mistyped.',
} as const

/** A stored GTIN as its package prints it: an EAN-13 (or shorter) without the padding zero. */
export const printedGtin = (gtin: string): string => (gtin.startsWith('0') ? gtin.slice(1) : gtin)

/**
 * The schema.org property for a stored GTIN: an EAN-13 (or a shorter number) as `gtin13`, its
 * 13 digits; a true GTIN-14 as `gtin`.
 */
export function gtinProperty(gtin: string): { gtin13: string } | { gtin: string } {
  return gtin.startsWith('0') ? { gtin13: gtin.slice(1) } : { gtin }
}
