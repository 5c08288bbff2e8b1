import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { uiSheetMessages } from '../../../i18n/messages/ui-sheet';
import { registerMessages } from '../../../i18n/translate';
import { cx, mergeRefs, useControllableState } from '../../internal';
import { useCloseOnBack } from '../DialogProvider/close-on-back';
import '../../theme/tokens.css';
import '../TextField/TextField.css';
import './SheetSelect.css';

registerMessages(uiSheetMessages);

export interface SheetSelectOption {
  value: string;
  label: string;
}

/**
 * Native props and `ref` go to the trigger, a button with the ARIA role combobox (as Radix Select's), so a form
 * library can focus it. It is named by `aria-labelledby` (a visible label's id), else by `title`; screen readers
 * read the choice as its value.
 */
export interface SheetSelectProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'title'
> {
  options: ReadonlyArray<SheetSelectOption>;
  /** Controlled value; `''` is no choice. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the sheet, and the trigger unless `aria-labelledby` names it. */
  title: string;
  /** Shown on the trigger until something is chosen. @default "Choose" */
  placeholder?: string;
  /**
   * From how many options the sheet has a search field (a bank list is long; a card type is not).
   * @default 8
   */
  searchFrom?: number;
  /**
   * Whether the browser's back closes the sheet (it then holds a history entry while open).
   * @default false, or the nearest DialogProvider's
   */
  closeOnBack?: boolean;
}

/**
 * A choice out of a list, picked in a bottom sheet (issue 27.5): the trigger reads like a field, the sheet lists
 * native radios (arrow keys, screen readers) and closes on a choice; back, a tap above it and Escape close it too.
 * The sheet is the browser's own modal `<dialog>` (the rest of the page is inert while it is open), which keeps
 * a form page free of a dialog library: a Radix Dialog here cost the payment account page 15 kB.
 */
export const SheetSelect = forwardRef<HTMLButtonElement, SheetSelectProps>(function SheetSelect(
  {
    options,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    title,
    placeholder,
    searchFrom = 8,
    closeOnBack,
    disabled,
    className,
    ...rest
  },
  ref,
) {
  const t = useT();
  const name = useId();
  const sheetId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const chosen = options.find((option) => option.value === value);
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  useCloseOnBack(closeOnBack, open, close);

  useEffect(() => {
    const dialog = sheet.current;
    if (!dialog || !open) return;
    dialog.showModal();
    // The panel, not the search field: a phone's keyboard would cover the list.
    dialog.querySelector<HTMLElement>('.loan-sheet-select__panel')?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const field = trigger.current;
    return () => {
      root.style.overflow = overflow;
      dialog.close();
      field?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        aria-label={rest['aria-labelledby'] ? undefined : title}
        {...rest}
        ref={mergeRefs(trigger, ref)}
        type="button"
        role="combobox"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={sheetId}
        className={cx('loan-input', 'loan-sheet-select', !chosen && 'loan-sheet-select--empty', className)}
        onClick={() => setOpen(true)}
      >
        <span className="loan-sheet-select__value">{chosen ? chosen.label : (placeholder ?? t('ui.choose'))}</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a tap on the overlay and Escape
          close the sheet as back does; keyboard users have Escape */}
      <dialog
        ref={sheet}
        id={sheetId}
        className="loan-sheet-select__sheet"
        aria-labelledby={`${sheetId}-title`}
        // Escape (and the browser's own cancel): closed through state, so the back stack and focus follow.
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close();
        }}
        // The dialog fills the screen behind the panel: a tap on it is a tap on the overlay.
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        {open && (
          <div className="loan-sheet-select__panel" tabIndex={-1}>
            <h2 id={`${sheetId}-title`} className="loan-sheet-select__title">
              {title}
            </h2>
            {options.length >= searchFrom && (
              <input
                type="search"
                className="loan-input loan-sheet-select__search"
                aria-label={t('ui.search')}
                placeholder={t('ui.search')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            )}
            <div role="radiogroup" aria-label={title} className="loan-sheet-select__options">
              {shown.map((option, index) => (
                // A server's list may repeat a name: the index keeps the keys apart.
                <label
                  key={`${index}-${option.value}`}
                  className="loan-sheet-select__option"
                  data-checked={option.value === value || undefined}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={option.value === value}
                    onChange={() => {
                      setValue(option.value);
                      close();
                    }}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
              {shown.length === 0 && (
                <p className="loan-sheet-select__none">{t('ui.noMatch', { query: query.trim() })}</p>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
});
