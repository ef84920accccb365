// Snackbar (spec section 8): errors 6 s in the error colour with the status code and the translated
// errors.* text or the server's description (default 'An unknown error occured'); successes 3 s.
// useSnackbar() → { showError(error), showSuccess(text) }. Also shows the proxy's tb_flash message.
'use client';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorLine, errorSnackbar, type TParsedError, type TSnackbarMessage, SNACKBAR_SUCCESS_MS } from '@/lib/errors';
import { FlashReader } from './flash-reader';
import { SnackbarList, type TSnackbarItem } from './snackbar-list';
import { toParsedError } from './to-parsed-error';

export type TSnackbarApi = {
  /** An ApiError, a TParsedError or anything else (shown as 'An unknown error occured'). */
  showError: (error: unknown | TParsedError) => void;
  /** A translated text shown for 3 s. */
  showSuccess: (text: string) => void;
  /** An errors.* key (e.g. from the flash cookie) shown as an error without status. */
  showErrorKey: (messageKey: string) => void;
};

const SnackbarContext = createContext<TSnackbarApi | null>(null);

export function useSnackbar(): TSnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs <SnackbarProvider>');
  return api;
}

const MAX_VISIBLE = 3;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const [items, setItems] = useState<TSnackbarItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((list) => list.filter((i) => i.id !== id));
  }, []);

  const push = useCallback(
    (msg: TSnackbarMessage) => {
      const text = errorLine(msg.messageKey ? t(msg.messageKey) : (msg.text ?? ''), msg.detail);
      const line = msg.status !== null ? `${msg.status} ${text}` : text;
      const id = nextId.current++;
      setItems((list) => {
        // The same text twice in a row (e.g. parallel failing calls) is shown once.
        const rest = list.filter((i) => !(i.text === line && i.variant === msg.variant));
        return [...rest, { id, variant: msg.variant, text: line }].slice(-MAX_VISIBLE);
      });
      timers.current.set(id, setTimeout(() => dismiss(id), msg.durationMs));
    },
    [t, dismiss],
  );

  // The API object never changes (callers may keep it, e.g. the query client); it reaches the
  // latest push (which follows the language) through a ref.
  const pushRef = useRef(push);
  useEffect(() => {
    pushRef.current = push;
  }, [push]);
  const api = useMemo<TSnackbarApi>(
    () => ({
      showError: (error) => pushRef.current(errorSnackbar(toParsedError(error))),
      showSuccess: (text) => pushRef.current({ variant: 'success', status: null, messageKey: null, text, durationMs: SNACKBAR_SUCCESS_MS }),
      showErrorKey: (messageKey) => pushRef.current({ ...errorSnackbar(null), messageKey }),
    }),
    [],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <FlashReader />
      <SnackbarList items={items} onDismiss={dismiss} closeLabel={t('common.close')} />
    </SnackbarContext.Provider>
  );
}
