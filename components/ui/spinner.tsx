// Loading indicator; `label` is read by screen readers (visually hidden).
import { cn } from './cn';

export function Spinner({ size = 'md', label, className }: { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string }) {
  const dim = size === 'sm' ? 'h-4 w-4' : size === 'lg' ? 'h-10 w-10' : 'h-6 w-6';
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <span aria-hidden className={cn('animate-spin rounded-full border-2 border-current border-t-transparent', dim)} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
