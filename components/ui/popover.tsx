// Popover on Radix: a trigger (asChild) and floating content that closes on outside click / Escape.
'use client';
import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cn } from './cn';

export const PopoverClose = RadixPopover.Close;

export type TPopoverProps = {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
};

export function Popover({ trigger, children, open, onOpenChange, align = 'end', side = 'bottom', className }: TPopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn('z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-2 shadow-lg focus:outline-none', className)}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
