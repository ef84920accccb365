// /users/profile: the user's own calendar link (GET/POST/DELETE /api/calendar/feed): a calendar app
// subscribes to the departures by it without a login. The link is shown once, right after it is
// made (only its digest is stored); making a new one or revoking stops the old one.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, ConfirmDialog, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { hasScope } from '@/lib/access/scopes';
import { formatDate } from '@/lib/format';
import type { TSelf } from './profile-query';

type TFeedState = { active: boolean; createdAt: string | null; lastUsedAt: string | null };
const FEED_KEY = ['calendar', 'feed'] as const;

export function CalendarFeedCard({ self }: { self: TSelf }) {
  if (!hasScope(self.permissions.scope, 'tours.read')) return null;
  return <FeedCard />;
}

function FeedCard() {
  const t = useTranslations('profile.calendarFeed');
  const snackbar = useSnackbar();
  const qc = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'new' | 'revoke' | null>(null);
  const state = useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => apiFetch<TFeedState>('/api/calendar/feed', { signal }) });
  const make = useMutation({
    mutationFn: () => apiFetch<{ url: string }>('/api/calendar/feed', { method: 'POST' }),
    onSuccess: (made) => { setUrl(new URL(made.url, window.location.origin).href); void qc.invalidateQueries({ queryKey: FEED_KEY }); },
    onError: (err) => snackbar.showError(err),
  });
  const revoke = useMutation({
    mutationFn: () => apiFetch<{ revoked: number }>('/api/calendar/feed', { method: 'DELETE' }),
    onSuccess: () => { setUrl(null); snackbar.showSuccess(t('revoked')); void qc.invalidateQueries({ queryKey: FEED_KEY }); },
    onError: (err) => snackbar.showError(err),
  });
  const active = state.data?.active ?? false;
  return (
    <Card title={t('title')} description={t('intro')} data-testid="calendar-feed">
      {url && (
        <div className="mb-4 space-y-2">
          <p className="text-sm font-medium text-slate-900">{t('shownOnce')}</p>
          <Input readOnly value={url} aria-label={t('title')} onFocus={(e) => e.currentTarget.select()} data-testid="calendar-feed-url" />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void navigator.clipboard.writeText(url).then(() => snackbar.showSuccess(t('copied')))}>{t('copy')}</Button>
            <a className="inline-flex items-center text-sm text-sky-700 underline" href={url.replace(/^https?:/, 'webcal:')}>{t('subscribe')}</a>
          </div>
        </div>
      )}
      <p className="mb-3 text-sm text-slate-600">
        {state.isPending ? t('loading') : active && state.data?.createdAt
          ? t('activeSince', { date: formatDate(state.data.createdAt, 'dateTime') }) : t('none')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => (active ? setConfirm('new') : make.mutate())} loading={make.isPending}>{active ? t('renew') : t('create')}</Button>
        {active && <Button variant="secondary" onClick={() => setConfirm('revoke')} loading={revoke.isPending}>{t('revoke')}</Button>}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => { if (!open) setConfirm(null); }}
        title={confirm === 'revoke' ? t('revokeTitle') : t('renewTitle')}
        description={t('oldStops')}
        confirmLabel={confirm === 'revoke' ? t('revoke') : t('renew')}
        destructive
        onConfirm={() => (confirm === 'revoke' ? revoke.mutateAsync() : make.mutateAsync())}
      />
    </Card>
  );
}
