// A certification's scan on the readiness record: a link to view it, and for an unverified
// certification a picker from the media library (upload happens in the library the picker
// links to). The API takes the media file id (POST /api/dive/certifications/{id}/scan).
'use client';
import { useTranslations } from 'next-intl';
import { MediaPicker } from '@/components/media/media-picker';

/** The media id of a media library address (`/api/media/{id}/data?v=n`). */
export const mediaIdOf = (url: string): string | null => /^\/api\/media\/([0-9a-f-]{36})\/data/.exec(url)?.[1] ?? null;

export function ScanLink({ media }: { media: string | null }) {
  const t = useTranslations('diveMore');
  if (!media) return <span className="text-slate-500">{t('noScan')}</span>;
  return <a className="text-sky-700 hover:underline" href={`/api/media/${media}/data`} target="_blank" rel="noreferrer" data-testid="cert-scan-link">{t('scan')}</a>;
}

export function ScanPicker({ media, onPick }: { media: string | null; onPick: (media: string | null) => void }) {
  const t = useTranslations('diveMore');
  return (
    <div className="text-sm" aria-label={t('scanPick')}>
      <MediaPicker value={media ? `/api/media/${media}/data` : ''} onChange={(v) => onPick(typeof v === 'string' && v ? mediaIdOf(v) : null)} />
    </div>
  );
}
