// Joins class names, skipping falsy ones; of two utilities that set the same property the later
// one wins (tailwind-merge), so a caller's `w-56` really overrides a control's default `w-full`.
import { twMerge } from 'tailwind-merge';

export function cn(...parts: Array<string | false | null | undefined>): string {
  return twMerge(parts.filter(Boolean).join(' '));
}
