// UI primitives (Tailwind 4, Radix for dialog and popover). Import from '@/components/ui'.
export { cn } from './cn';
export { Button, buttonClasses, type TButtonProps, type TButtonVariant, type TButtonSize } from './button';
export { Input, Textarea, controlClasses, type TInputProps, type TTextareaProps } from './input';
export { Select, type TSelectProps, type TSelectOption } from './select';
export { Checkbox, type TCheckboxProps } from './checkbox';
export { Field, Label, type TFieldProps, type TFieldControlProps } from './field';
export { Card, type TCardProps } from './card';
export { Spinner } from './spinner';
export { Dialog, DialogRoot, DialogTrigger, DialogClose, type TDialogProps } from './dialog';
export { ConfirmDialog, type TConfirmDialogProps } from './confirm-dialog';
export { Popover, PopoverClose, type TPopoverProps } from './popover';
export { EmptyState, ErrorState } from './state';
export { ScrollX } from './scroll-x';
