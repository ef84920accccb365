// To-dos on bookings (issue 20): rules, the job that applies them, and the calls of /api/todo.
export { todoRoutes } from './routes';
