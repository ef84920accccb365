// The EPC QR code of a SEPA credit transfer (EPC069-12 v2: "GiroCode"), which banking apps read:
// service tag BCD, version 002, UTF-8, SCT, BIC (optional in v2), beneficiary name (max 70),
// IBAN, amount EUR (0.01..999999999.99), purpose, unstructured remittance (max 140), newline
// separated, at most 331 bytes. Only for EUR and a positive amount.
import QRCode from 'qrcode';

export type TEpcInput = { name: string; iban: string; bic?: string; amount: number; currency: string; remittance: string };

const clean = (s: string, max: number) => s.normalize('NFC').replace(/[\r\n]+/g, ' ').replace(/[^\p{L}\p{N} .,:;/+()?'&-]/gu, '').trim().slice(0, max);

/** The payload, or null when no valid transfer can be encoded (no IBAN or name, not EUR, not positive). */
export function epcPayload(i: TEpcInput): string | null {
  const iban = i.iban.replace(/\s+/g, '').toUpperCase();
  const name = clean(i.name, 70);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(iban) || !name || i.currency !== 'EUR') return null;
  if (!Number.isInteger(i.amount) || i.amount < 1 || i.amount > 99_999_999_999) return null;
  const amount = `EUR${Math.floor(i.amount / 100)}.${String(i.amount % 100).padStart(2, '0')}`;
  return ['BCD', '002', '1', 'SCT', (i.bic ?? '').replace(/\s+/g, '').toUpperCase(), name, iban, amount, '', '', clean(i.remittance, 140)].join('\n');
}

export const epcSvg = (payload: string): Promise<string> => QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
