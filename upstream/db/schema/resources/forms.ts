// Tables: Form definitions, forms, guest forms, contests, widgets, system connections.
// Columns come from the declarations in lib/contract/resources/forms.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/forms';
import { resourceTable } from './build-table';

export const formDefinitions = resourceTable(R.formdef, 'form_definitions');
export const forms = resourceTable(R.form, 'forms');
export const guestForms = resourceTable(R.guestform, 'guest_forms');
export const contests = resourceTable(R.contest, 'contests');
export const widgets = resourceTable(R.widget, 'widgets');
export const systemConnections = resourceTable(R.systemconnection, 'system_connections');
