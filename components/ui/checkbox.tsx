// Checkbox with its label on the right; `variant="switch"` renders it as a toggle switch
// (still a native checkbox with role=switch, so forms and screen readers work unchanged).
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export type TCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label?: ReactNode;
  description?: ReactNode;
  variant?: 'checkbox' | 'switch';
};

export const Checkbox = forwardRef<HTMLInputElement, TCheckboxProps>(function Checkbox(
  { label, description, variant = 'checkbox', className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descId = description ? `${inputId}-desc` : undefined;
  const isSwitch = variant === 'switch';
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          role={isSwitch ? 'switch' : undefined}
          aria-describedby={descId}
          className={cn(
            'peer cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed',
            isSwitch
              ? 'h-6 w-11 appearance-none rounded-full bg-slate-300 transition-colors checked:bg-sky-700'
              : 'h-5 w-5 rounded border-slate-300 accent-sky-700',
          )}
          {...rest}
        />
        {isSwitch && (
          <span
            aria-hidden
            className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        )}
      </span>
      {(label || description) && (
        <span className="min-w-0">
          {label && (
            <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-slate-800">
              {label}
            </label>
          )}
          {description && (
            <span id={descId} className="block text-sm text-slate-500">
              {description}
            </span>
          )}
        </span>
      )}
    </div>
  );
});
