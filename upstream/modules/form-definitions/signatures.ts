// Signatures of forms (the Signature element, beyond the spec; docs/decisions/guest-forms.md).
// On sending, the signer's page gives back the hash of the form it showed: when the definition
// changed meanwhile, the signature is refused (the signer must read the form again). The server
// stamps the time and seals: contentHash is a keyed MAC (HMAC-SHA256 with a key derived from the
// server's sealed-secrets key, issue 31) of the form's content at signing (the version's hash,
// every other answer, and the signature itself), so that a later change of the stored answers or
// of the version no longer matches (GET /api/form/{id}/signatures checks), and nobody who can
// write the database but not read the key can seal a rewritten form again, with any date. A seal
// of the older, unkeyed kind (a bare SHA-256) is never valid: anyone could have made it.
import type { TFieldError } from '../../../lib/contract/errors';
import type { TFormElement } from '../../../lib/contract/form-elements';
import { isSignature, type TSignature, type TSignatureCheck, type TSignatureInput } from '../../../lib/contract/signature';
import { errors } from '../../http/errors';
import { timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../../secrets/secret-box';
import { hmacOfJson } from './content-hash';
import type { TDefinitionVersion } from './versions';

type TAnswers = Record<string, unknown>;

const signatureKeys = (elements: TFormElement[]) => elements.filter((el) => el.type === 'Signature').map((el) => el.key);

/** The answers a signature vouches for: all but the signatures. */
const vouchedAnswers = (answers: TAnswers, keys: string[]) => Object.fromEntries(Object.entries(answers).filter(([k]) => !keys.includes(k)));

const SEAL = 'hmac-sha256:';

function contentHash(version: TDefinitionVersion, answers: TAnswers, keys: string[], s: Omit<TSignature, 'contentHash'>): string {
  return `${SEAL}${hmacOfJson(purposeKey('signature-seal'), { formHash: version.formHash, answers: vouchedAnswers(answers, keys), signature: s })}`;
}

const sameSeal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The answers with each signature checked against the version shown and sealed (answers already
 *  checked against the questions: a signature is a ZSignatureInput here). */
export function sealSignatures(version: TDefinitionVersion, answers: TAnswers, at: Date): TAnswers {
  const keys = signatureKeys(version.elements).filter((k) => answers[k] !== undefined);
  if (keys.length === 0) return answers;
  const changed: TFieldError[] = keys.filter((k) => (answers[k] as TSignatureInput).formHash !== version.formHash)
    .map((k) => ({ path: `data.${k}`, message: 'The form changed since it was opened: read it again and sign once more', code: 'changed' }));
  if (changed.length) throw errors.validation(changed, 'The form changed since it was opened');
  const out: TAnswers = { ...answers };
  for (const k of keys) {
    const given = answers[k] as TSignatureInput;
    const s: Omit<TSignature, 'contentHash'> = {
      name: given.name, method: given.path ? 'drawn' : 'typed', ...(given.path ? { path: given.path } : {}),
      signedAt: at.toISOString(), version: version.version, formHash: version.formHash,
    };
    out[k] = { ...s, contentHash: contentHash(version, answers, keys, s) };
  }
  return out;
}

/** Every stored signature of a form, its hash computed again from the version and the answers. */
export function checkSignatures(version: TDefinitionVersion, answers: TAnswers): TSignatureCheck[] {
  const keys = signatureKeys(version.elements);
  return keys.flatMap((key) => {
    const s = answers[key];
    if (!isSignature(s)) return [];
    const { contentHash: stored, ...rest } = s;
    const valid = s.formHash === version.formHash && s.version === version.version
      && stored.startsWith(SEAL) && sameSeal(contentHash(version, answers, keys.filter((k) => answers[k] !== undefined), rest), stored);
    return [{ key, name: s.name, method: s.method, signedAt: s.signedAt, version: s.version, contentHash: stored, valid }];
  });
}
