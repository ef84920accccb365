import { PublicNotBuilt } from '@/components/screens/public-not-built';

// A public route whose screen is not built yet (guarded, says so).
export default function Page() {
  return <PublicNotBuilt path="/book/online-v2" />;
}
