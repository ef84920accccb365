// Native select (best on phones); options as children or through `options`.
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { controlClasses } from './input';

export type TSelectOption = { value: string; label: string; disabled?: boolean };
export type TSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  invalid?: boolean;
  options?: readonly TSelectOption[];
  /** Text of an empty first option (value ''), e.g. 'Please choose'. */
  placeholder?: string;
};

export const Select = forwardRef<HTMLSelectElement, TSelectProps>(function Select(
  { invalid, options, placeholder, className, children, ...rest },
  ref,
) {
  return (
    <select ref={ref} aria-invalid={invalid || undefined} className={controlClasses(invalid, cn('h-10 pr-8', className))} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
});
