import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { cx, useControllableState } from '../../internal';
import '../../theme/tokens.css';
import './SegmentedControl.css';

export interface SegmentedOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SegmentedControlProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'defaultValue' | 'onChange' | 'role'
> {
  options: ReadonlyArray<SegmentedOption>;
  /** Controlled selection. */
  value?: string;
  /** Uncontrolled initial selection; the first option by default. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the group for screen readers. */
  label: string;
  /** The radios' shared name; a unique one by default. */
  name?: string;
}

/**
 * One choice out of a few, drawn as a tab row: the bank form's card types. Native radios, so a form value
 * reads as one (ARIA radiogroup) and arrow keys move the choice with no script of ours; a tab list (Tabs)
 * is for switching views.
 */
export const SegmentedControl = forwardRef<HTMLDivElement, SegmentedControlProps>(function SegmentedControl(
  { options, value: valueProp, defaultValue, onValueChange, label, name, className, ...rest },
  ref,
) {
  const ownName = useId();
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? options[0]?.value ?? '',
    onChange: onValueChange,
  });
  return (
    <div {...rest} ref={ref} role="radiogroup" aria-label={label} className={cx('loan-segmented', className)}>
      {options.map((option) => (
        <label key={option.value} className="loan-segmented__option">
          <input
            type="radio"
            className="loan-segmented__input"
            name={name ?? ownName}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => setValue(option.value)}
          />
          <span className="loan-segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
});
