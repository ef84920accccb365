// Empty and error states for lists and screens: a title, an optional text and an action.
import type { ReactNode } from 'react';
import { cn } from './cn';

type TStateProps = { title: ReactNode; text?: ReactNode; action?: ReactNode; className?: string };

export function EmptyState({ title, text, action, className }: TStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 p-8 text-center', className)}>
      <p className="font-medium text-slate-800">{title}</p>
      {text && <p className="text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

export function ErrorState({ title, text, action, className }: TStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-8 text-center', className)}>
      <p className="font-medium text-red-800">{title}</p>
      {text && <p className="text-sm text-red-700">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
