// The error screen of a route segment (error.tsx). A failed load of a screen's code (a new build
// was deployed while the page was open) reloads the page after 250 ms, except on localhost where a
// developer wants to see the error (spec section 8); anything else shows the error with a retry.
'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
// Direct files, not the '@/components/ui' barrel: every page of a group loads its error screen,
// and the barrel would add the Radix-based dialog and popover to public pages.
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/state';
import { DYNAMIC_LOAD_RELOAD_MS, reloadAfterFailedLoad } from '@/lib/errors';

export function isChunkLoadError(error: { name?: string; message?: string } | null | undefined): boolean {
  if (!error) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message ?? '')
  );
}

export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('routeError');
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk || !reloadAfterFailedLoad(window.location.hostname)) return;
    const timer = window.setTimeout(() => window.location.reload(), DYNAMIC_LOAD_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [chunk]);
  return (
    <div className="mx-auto max-w-xl p-4">
      <ErrorState
        title={t(chunk ? 'chunkTitle' : 'title')}
        text={error.digest ? t('digest', { digest: error.digest }) : undefined}
        action={
          <Button variant="secondary" onClick={() => reset()}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}
