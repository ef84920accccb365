// The visible snackbars, bottom centre (full width on phones). Errors are announced assertively.
'use client';
import { cn } from '@/components/ui/cn';

export type TSnackbarItem = { id: number; variant: 'error' | 'success'; text: string };

export function SnackbarList({ items, onDismiss, closeLabel }: { items: TSnackbarItem[]; onDismiss: (id: number) => void; closeLabel: string }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-3 sm:bottom-4">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'error' ? 'alert' : 'status'}
          data-testid="snackbar"
          data-variant={item.variant}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg px-4 py-3 text-sm text-white shadow-lg',
            item.variant === 'error' ? 'bg-red-700' : 'bg-emerald-700',
          )}
        >
          <span className="min-w-0 flex-1 break-words">{item.text}</span>
          <button
            type="button"
            onClick={() => onDismiss(item.id)}
            aria-label={closeLabel}
            className="-m-1 rounded p-1 leading-none text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
