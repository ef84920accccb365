// Every column that holds a customer's id, found from the declarations (each resource field that
// is a reference to customers) plus the few tables outside the generic resources: the merge moves
// them all, the export reads them all. A resource declared later is included without a change here.
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { allBindings, domainReferencesTo } from '../resources/registry';

export type TCustomerColumn = { resource: string; table: PgTable; tableName: string; column: PgColumn; field: string };

export function customerColumns(): TCustomerColumn[] {
  const out: TCustomerColumn[] = [];
  for (const b of allBindings()) {
    if (b.resource.name === 'customers') continue;
    for (const [field, spec] of Object.entries(b.resource.fields)) {
      if (spec.type === 'ref' && spec.ref === 'customers') {
        out.push({ resource: b.resource.name, table: b.table, tableName: getTableName(b.table), column: b.columns[field], field });
      }
    }
  }
  for (const r of domainReferencesTo('customers')) out.push({ resource: r.label, table: r.table, tableName: getTableName(r.table), column: r.column, field: r.column.name });
  // A customer's login (users.customer_id, the auth module's table): it follows its customer.
  out.push({ resource: 'users', table: users, tableName: 'users', column: users.customerId, field: 'customerId' });
  return out;
}

