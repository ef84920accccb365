'use client';
// Errors of the screens in this group: see components/screens/route-error.tsx.
import { RouteError } from '@/components/screens/route-error';

export default function SegmentError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError {...props} />;
}
