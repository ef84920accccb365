// The to-do rules (modules/todos/booking-todos.ts) run as a job every 15 minutes, never on a page
// load; one run has one effect however often it repeats.
import { today } from '../../clock';
import { applyTodoRules } from './booking-todos';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';

export const TODO_RULES = 'todos.rules';

export const todoJobs: TJobDefinition[] = [{
  name: TODO_RULES,
  queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 1, retryDelay: 60, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
  cron: '*/15 * * * *',
  run: async (_data, ctx) => ctx.db.transaction((tx) => applyTodoRules(tx, today())),
}];
