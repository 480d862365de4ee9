import type { SelectHTMLAttributes } from 'react';

type TNativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  options: readonly { value: string; label: string }[];
  /** The first, empty choice: nothing chosen. */
  placeholder: string;
  /** Absent where nothing can be chosen (a disabled select in review). */
  onValueChange?: (value: string) => void;
};

/**
 * The browser's own select: every device's picker, full keyboard use and a label screen readers
 * and tests can find, for the pick-one-of-a-list answers (cloze, matching, classification).
 */
export function NativeSelect({
  options,
  placeholder,
  onValueChange,
  className,
  ...props
}: TNativeSelectProps) {
  return (
    <select
      {...props}
      className={['lectern-native-select', className].filter(Boolean).join(' ')}
      onChange={onValueChange && ((event) => onValueChange(event.target.value))}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
