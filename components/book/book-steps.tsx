// Where the visitor is in the flow (search → room → details → booked), as an ordered list.
import { getTranslations } from 'next-intl/server';

const STEPS = ['search', 'rooms', 'guest', 'done'] as const;
export type TBookStep = (typeof STEPS)[number];

export async function BookSteps({ current }: { current: TBookStep }) {
  const t = await getTranslations('book.steps');
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={t('label')}>
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === at ? 'step' : undefined} className={i === at ? 'font-semibold text-sky-800' : i < at ? 'text-slate-700' : 'text-muted'}>
            {i + 1}. {t(s)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
