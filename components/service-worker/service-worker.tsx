// Registers /hlm-sw.js (scope /) and follows its lifecycle: registered, cached (first install
// done), updated (a new version waits: the user may reload into it), offline, error. The state is
// on <html data-sw-state> for tests and diagnostics; 'updated' and 'offline' are shown to the user.
'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { installedState, SW_SCOPE, SW_URL, visibleState, type TSwState } from './lifecycle';
import { useOnline } from './use-online';

export function ServiceWorker({ enabled }: { enabled: boolean }) {
  const t = useTranslations('serviceWorker');
  const [state, setState] = useState<TSwState | null>(null);
  const online = useOnline();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const reloadAsked = useRef(false);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const watch = (worker: ServiceWorker | null) => {
      worker?.addEventListener('statechange', () => {
        if (worker.state !== 'installed' || cancelled) return;
        const next = installedState(!!navigator.serviceWorker.controller);
        if (next === 'updated') setWaiting(worker);
        setState(next);
      });
    };
    navigator.serviceWorker
      .register(SW_URL, { scope: SW_SCOPE })
      .then((reg) => {
        if (cancelled) return;
        setState('registered');
        if (reg.waiting && navigator.serviceWorker.controller) {
          setWaiting(reg.waiting);
          setState('updated');
        }
        watch(reg.installing);
        reg.addEventListener('updatefound', () => watch(reg.installing));
      })
      .catch(() => !cancelled && setState('error'));
    // Reload once when the new version the user asked for takes over (never on the first install).
    const onControllerChange = () => {
      if (!reloadAsked.current) return;
      reloadAsked.current = false;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, [enabled]);

  const shown = visibleState(state, online);
  useEffect(() => {
    if (shown) document.documentElement.dataset.swState = shown;
    else delete document.documentElement.dataset.swState;
  }, [shown]);

  if (shown === 'offline') {
    return (
      <div role="status" className="fixed inset-x-0 top-0 z-[70] bg-amber-600 px-3 py-1.5 text-center text-sm text-white">
        {t('offline')}
      </div>
    );
  }
  if (shown === 'updated' && waiting) {
    return (
      <div role="status" className="fixed bottom-3 right-3 z-[70] flex max-w-sm items-center gap-3 rounded-lg bg-slate-800 px-4 py-3 text-sm text-white shadow-lg">
        <span>{t('updated')}</span>
        <Button size="sm" variant="secondary" onClick={() => {
            reloadAsked.current = true;
            waiting.postMessage({ type: 'SKIP_WAITING' });
          }}>
          {t('reload')}
        </Button>
      </div>
    );
  }
  return null;
}
