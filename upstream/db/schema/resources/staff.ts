// Tables: Employees and work logs (users and user roles are the auth tables).
// Columns come from the declarations in lib/contract/resources/staff.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/staff';
import { resourceTable } from './build-table';

export const employees = resourceTable(R.employee, 'employees');
export const workLogs = resourceTable(R.worklog, 'work_logs');
