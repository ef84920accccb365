// The frame of /jump/{system}, or why there is none.
import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/components/ui';
import type { TJumpFrame } from '@/lib/shell/jump-frame';

export async function JumpFrame({ system, frame, loadError }: { system: string; frame: TJumpFrame; loadError: string | null }) {
  const t = await getTranslations('jump');
  if (loadError) return <ErrorState title={t('loadFailed')} text={loadError} />;
  if (frame.kind !== 'frame') return <ErrorState title={t('title', { system })} text={t(frame.kind)} />;
  return (
    <div className="flex h-[calc(100vh-7rem)] flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold">{t('title', { system })}</h1>
        <a href={frame.src} target="_blank" rel="noopener noreferrer" className="text-sm text-sky-800 underline underline-offset-2">
          {t('openNewTab')}
        </a>
      </div>
      <iframe
        src={frame.src}
        title={t('title', { system })}
        className="min-h-0 w-full flex-1 rounded-lg border border-slate-200 bg-white"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
