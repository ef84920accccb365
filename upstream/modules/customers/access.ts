// Who may reach which customer: exactly the generic resource's rules (scopes, an agency's own
// customers, a customer's own record), so the domain's calls never answer a record the generic
// GET /api/customers/{id} would not. Anything else is 404, so ids reveal nothing.
import type { Context } from 'hono';
import type { TResourceAction } from '../../../lib/contract/resources/define';
import * as R from '../../../lib/contract/resources/parties';
import type { AppEnv } from '../../http/context';
import type { TBinding, TRow } from '../resources/binding';
import { bindingOf } from '../resources/registry';
import { findVisible, storeContext, type TStoreContext } from '../resources/store';

export function customersBinding(): TBinding {
  const b = bindingOf('customers');
  if (!b) throw new Error('customers resource not registered');
  return b;
}

/** Scopes that may read some customer (any of): the generic read scopes of the resource. */
export const CUSTOMER_READ_SCOPES: readonly string[] = R.customers.scopes.read;

export async function loadCustomer(ctx: TStoreContext, id: string, action: TResourceAction = 'read'): Promise<TRow> {
  return findVisible(customersBinding(), id, ctx, action);
}

export function customerContext(c: Context<AppEnv>): TStoreContext {
  return storeContext(c);
}
