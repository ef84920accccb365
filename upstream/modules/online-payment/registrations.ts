// What the online payment module registers into the generic resources: on /api/payprovider the
// secret key and the webhook secret are write-only, sealed on the way in
// (upstream/secrets/secret-box.ts) and never in an answer or a CSV; an empty value on update keeps
// the stored one, null clears it.
import type { TDomainRegistration } from '../resources/binding';
import { sealSecret } from '../../secrets/secret-box';

const SECRETS = ['secretKey', 'webhookSecret'] as const;

export function sealProviderSecrets(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const k of SECRETS) {
    const v = values[k];
    if (typeof v === 'string' && v !== '') out[k] = sealSecret(v);
    else if (v === null) out[k] = null;
    else delete out[k];
  }
  return out;
}

export const onlinePaymentRegistration: TDomainRegistration = {
  module: 'online-payment',
  resources: {
    payprovider: {
      hooks: {
        hiddenColumns: [...SECRETS],
        beforeCreate: (v) => sealProviderSecrets(v),
        beforeUpdate: (v) => sealProviderSecrets(v),
      },
    },
  },
};
