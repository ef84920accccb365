// The token hooks of the generic GET and POST {id} of forms and guest forms
// (upstream/modules/resources/router.ts answers with them when the call carries ?token=).
import { ZFormSubmission, ZPublicForm, type TFormKind } from '../../../lib/contract/form-access';
import { errors } from '../../http/errors';
import type { TTokenAccess } from '../resources/binding';
import { readByToken, submitByToken } from './store';

export function tokenAccess(kind: TFormKind): TTokenAccess {
  return {
    schema: ZPublicForm,
    read: (db, id, q) => readByToken(db, kind, id, q.token, q.layout),
    submit: (db, id, q, body) => {
      const parsed = ZFormSubmission.safeParse(body);
      if (!parsed.success) throw errors.validation(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code })));
      return submitByToken(db, kind, id, q.token, parsed.data.data, q.layout);
    },
  };
}

