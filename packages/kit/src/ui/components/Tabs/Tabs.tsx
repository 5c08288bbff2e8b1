import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './Tabs.css';

export interface TabItem {
  value: string;
  label: string;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'defaultValue' | 'dir' | 'onChange'
> {
  items: ReadonlyArray<TabItem>;
  /** Controlled selection. */
  value?: string;
  /** Uncontrolled initial selection; the first item by default. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
}

/** Card types, complaint list tabs, company site tabs (Radix Tabs: arrow keys, roving focus, ARIA tabs). */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, value, defaultValue, onValueChange, label, className, ...rest },
  ref,
) {
  return (
    <RadixTabs.Root
      {...rest}
      ref={ref}
      className={cx('loan-tabs', className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="loan-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="loan-tabs__trigger"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map(
        (item) =>
          item.content !== undefined && (
            <RadixTabs.Content key={item.value} value={item.value} className="loan-tabs__panel">
              {item.content}
            </RadixTabs.Content>
          ),
      )}
    </RadixTabs.Root>
  );
});
