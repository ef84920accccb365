// Wise's strong customer authentication for an API token (docs.wise.com, "Personal Token SCA"):
// a protected call answers 403 with `x-2fa-approval-result: REJECTED` and a one-time token in
// `x-2fa-approval`; the same call is sent again with that token and its SHA-256-with-RSA signature
// (base64, `X-Signature`), made with the private key whose public half the operator uploaded to
// Wise (WISE_SCA_PRIVATE_KEY). Once: a second refusal is Wise's answer.
import { sign } from 'node:crypto';
import { upstreamEnv } from '../../env';
import { errors } from '../../http/errors';

const TIMEOUT_MS = 15_000;

async function get(url: URL, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (e) {
    throw errors.badGateway('BANK_PROVIDER_ERROR', `Wise could not be reached (${(e as Error).message}).`);
  }
}

/** The one-time token Wise asks to be signed, or null when the answer is no such challenge. */
function challengeOf(res: Response): string | null {
  const ott = res.headers.get('x-2fa-approval');
  return res.status === 403 && ott && res.headers.get('x-2fa-approval-result') !== 'APPROVED' ? ott : null;
}

/** GET from Wise with the API token, answering its authentication challenge once when asked. */
export async function wiseGet(url: URL, token: string): Promise<Response> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const res = await get(url, headers);
  const ott = challengeOf(res);
  if (!ott) return res;
  const key = upstreamEnv.WISE_SCA_PRIVATE_KEY;
  if (!key) {
    throw errors.badGateway('BANK_PROVIDER_ERROR', 'Wise asks for strong customer authentication: set WISE_SCA_PRIVATE_KEY to the private key whose public key is uploaded to Wise.');
  }
  const signature = sign('sha256', Buffer.from(ott, 'utf8'), key).toString('base64');
  const again = await get(url, { ...headers, 'x-2fa-approval': ott, 'x-signature': signature });
  if (challengeOf(again) || again.status === 403) {
    throw errors.badGateway('BANK_PROVIDER_ERROR', 'Wise refused the signed authentication (is the public key of WISE_SCA_PRIVATE_KEY uploaded to this Wise account?).');
  }
  return again;
}
