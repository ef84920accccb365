// Card surface with optional title, description and actions row.
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export type TCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h1' | 'h2' | 'h3';
};

export function Card({ title, description, actions, as: Heading = 'h2', className, children, ...rest }: TCardProps) {
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)} {...rest}>
      {(title || actions) && (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {title && <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>}
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
