// Label and Field: a label, one control, an optional hint and the error text. The control gets
// id, aria-invalid and aria-describedby wired through the render prop, so the error is announced.
'use client';
import { useId, type LabelHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export function Label({ className, children, required, ...rest }: LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean }) {
  return (
    <label className={cn('block text-sm font-medium text-slate-800', className)} {...rest}>
      {children}
      {required && (
        <span aria-hidden className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

export type TFieldControlProps = { id: string; invalid: boolean; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

export type TFieldProps = {
  label: ReactNode;
  /** The error text (already translated); shown below the control in the error colour. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
  children: (control: TFieldControlProps) => ReactNode;
};

export function Field({ label, error, hint, required, className, id, children }: TFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {children({ id: controlId, invalid: !!error, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
