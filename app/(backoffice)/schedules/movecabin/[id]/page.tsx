// /schedules/movecabin/{id} (bookings.update): move the bookings of a departure to another one.
import { getTranslations } from 'next-intl/server';
import { MoveDepartureScreen } from '@/components/bookings/move-departure-screen';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('scheduleMoveCabin') };
}

export default async function Page({ params }: TProps) {
  const { id } = await params;
  const session = await requireRoute(`/schedules/movecabin/${encodeURIComponent(id)}`);
  if (!session) return null;
  return <MoveDepartureScreen id={id} />;
}
