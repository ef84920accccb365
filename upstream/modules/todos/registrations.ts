// What the to-dos module registers into the generic resources: it owns the todos table
// (upstream/db/owners.ts). /api/todo stays the generic resource; the rules' job and the close
// call (booking-todos.ts, routes.ts) write it too, and a booking's hasOpenTodos follows through
// the bookings module (bookings/todo-flag.ts).
import type { TDomainRegistration } from '../resources/binding';

export const todosRegistration: TDomainRegistration = { module: 'todos', resources: { todo: { owner: {} } } };
