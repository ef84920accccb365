import { PublicNotBuilt } from '@/components/screens/public-not-built';

// A public route whose screen is not built yet (guarded, says so).
type TProps = { params: Promise<{ id: string; token: string }> };

export default async function Page({ params }: TProps) {
  const p = await params;
  return <PublicNotBuilt path={`/guestform/${encodeURIComponent(p.id)}/${encodeURIComponent(p.token)}`} />;
}
