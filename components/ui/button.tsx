// Button primitive: variants primary | secondary | danger | ghost, sizes sm | md | lg.
// Touch targets stay at least 40 px high on md/lg; focus ring always visible for keyboards.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type TButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type TButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<TButtonVariant, string> = {
  primary: 'bg-sky-700 text-white hover:bg-sky-800 active:bg-sky-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-100',
};
const sizes: Record<TButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: TButtonVariant; size?: TButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, TButtonProps>(function Button(
  { variant, size, loading, className, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
});
