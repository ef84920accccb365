// A part that scrolls sideways (a wide table on a phone). It takes the keyboard focus, so that a
// keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable,
// issue 33), and is a region named by `label` for screen readers.
import type { ReactNode } from 'react';
import { cn } from './cn';

export function ScrollX({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600', className)}>
      {children}
    </div>
  );
}
