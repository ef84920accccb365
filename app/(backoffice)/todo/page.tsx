// /todo (admin or todo.update, feature todo): open, own and all to-dos of bookings; solve.
import { getTranslations } from 'next-intl/server';
import { TodoScreen } from '@/components/todos/todo-screen';
import { requireRoute } from '@/lib/session/require-route';
import { today } from '@/lib/clock';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('todo') };
}

export default async function TodoPage() {
  const session = await requireRoute('/todo');
  if (!session) return null;
  return <TodoScreen today={today()} />;
}
