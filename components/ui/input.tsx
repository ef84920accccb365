// Text-like form controls: Input and Textarea. `invalid` sets aria-invalid and the error border.
import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export const controlClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block w-full rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-sky-600',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300',
    className,
  );

export type TInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export const Input = forwardRef<HTMLInputElement, TInputProps>(function Input({ invalid, className, ...rest }, ref) {
  return <input ref={ref} aria-invalid={invalid || undefined} className={controlClasses(invalid, cn('h-10', className))} {...rest} />;
});

export type TTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };

export const Textarea = forwardRef<HTMLTextAreaElement, TTextareaProps>(function Textarea({ invalid, className, rows = 4, ...rest }, ref) {
  return <textarea ref={ref} rows={rows} aria-invalid={invalid || undefined} className={controlClasses(invalid, cn('py-2', className))} {...rest} />;
});
