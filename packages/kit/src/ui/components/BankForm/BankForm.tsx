import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type RefCallback,
} from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { BankFormItem, BankOption } from '../../../api/endpoints/bind-card';
import { useT } from '../../../i18n/I18nProvider';
import { uiFormMessages } from '../../../i18n/messages/ui-forms';
import { registerMessages } from '../../../i18n/translate';
import { cx, mergeRefs, useTypedBeforeHydration } from '../../internal';
import { Button } from '../Button';
import { FieldError } from '../FieldError';
import { CardNumberInput, DigitsInput, PhoneInput } from '../FormattedInput';
import { KeyboardAwareFooter } from '../KeyboardAwareFooter';
import { SegmentedControl } from '../SegmentedControl';
import { SheetSelect } from '../SheetSelect';
import { bankFormSchema, itemsForCardType } from './fields';
import { valibotResolver } from './resolver';
import '../../theme/tokens.css';
import './BankForm.css';

registerMessages(uiFormMessages);

export type BankFormValues = Record<string, string>;

export interface BankFormProps extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'children' | 'onSubmit' | 'defaultValue' | 'noValidate'
> {
  items: ReadonlyArray<BankFormItem>;
  cardTypes: ReadonlyArray<{ type: number; name: string }>;
  /** The card type chosen first. @default 1 */
  defaultCardType?: number;
  /** Restored draft values (storage group `bank`), else each item's server value. */
  defaultValues?: BankFormValues;
  onSubmit: (values: BankFormValues, cardType: number) => void;
  /** Disables Next while the save is in flight. */
  submitting?: boolean;
  /** Every change, so the page can keep a draft. */
  onValuesChange?: (values: BankFormValues, cardType: number) => void;
}

const SEPARATOR = ' / ';

function CitySelect({ item, id, value, onChange, invalid, describedBy, labelId, inputRef }: FieldProps) {
  const parts = value ? value.split(SEPARATOR) : [];
  const levels: BankOption[][] = [item.note];
  parts.forEach((part, depth) => {
    const found = levels[depth]?.find((option) => option.name === part);
    if (found?.children.length) levels.push(found.children);
  });
  return (
    <div className="loan-bank-form__cascade" role="group" aria-labelledby={labelId}>
      {levels.map((options, depth) => (
        <SheetSelect
          key={depth}
          id={depth === 0 ? id : undefined}
          ref={depth === 0 ? inputRef : undefined}
          title={item.title}
          // The group carries the field's label; each level is numbered within it.
          aria-label={`${item.title} ${depth + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          options={options.map((option) => ({ value: option.name, label: option.name }))}
          value={parts[depth] ?? ''}
          onValueChange={(next) => onChange([...parts.slice(0, depth), next].filter(Boolean).join(SEPARATOR))}
        />
      ))}
    </div>
  );
}

type KeptInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A name or date field whose text typed before the page hydrated is kept (the edge renders this form). */
const KeptInput = forwardRef<HTMLInputElement, KeptInputProps>(function KeptInput(
  { value, onValueChange, ...rest },
  ref,
) {
  const own = useRef<HTMLInputElement | null>(null);
  const [early, forgetEarly] = useTypedBeforeHydration(own, value, onValueChange);
  return (
    <input
      {...rest}
      ref={mergeRefs(own, ref)}
      className="loan-input"
      value={early ?? value}
      onChange={(event) => {
        forgetEarly();
        onValueChange(event.target.value);
      }}
    />
  );
});

interface FieldProps {
  item: BankFormItem;
  /** Ids come from useId, never from server data (a code may hold any character, or repeat). */
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
  /** react-hook-form's ref: it focuses the first field in error on submit. */
  inputRef?: RefCallback<HTMLElement>;
}

function Field({ item, id, labelId, value, onChange, invalid, describedBy, inputRef }: FieldProps) {
  const common = {
    id,
    ref: inputRef,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    placeholder: item.subtitle,
  };
  if (item.cate === 'enum') {
    return (
      <SheetSelect
        {...common}
        title={item.title}
        placeholder={item.subtitle || undefined}
        aria-labelledby={labelId}
        options={item.note.map((option) => ({ value: option.name, label: option.name }))}
        value={value}
        onValueChange={onChange}
      />
    );
  }
  if (item.cate === 'day') {
    return (
      <KeptInput
        {...common}
        type="date"
        // An empty date shows the engine's mm/dd/yyyy: greyed as a placeholder, so it does not look filled in.
        data-empty={value === '' || undefined}
        value={value}
        onValueChange={onChange}
      />
    );
  }
  if (item.cate === 'citySelect')
    return (
      <CitySelect
        item={item}
        id={id}
        labelId={labelId}
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        invalid={invalid}
        describedBy={describedBy}
      />
    );
  if (item.inputType === 'phone') return <PhoneInput {...common} value={value} onValueChange={onChange} />;
  if (item.inputType === 'card') return <CardNumberInput {...common} value={value} onValueChange={onChange} />;
  if (item.inputType !== 'name') return <DigitsInput {...common} value={value} onValueChange={onChange} />;
  return <KeptInput {...common} type="text" value={value} onValueChange={onChange} />;
}

function FormFields({ items, control }: { items: ReadonlyArray<BankFormItem>; control: Control<BankFormValues> }) {
  const baseId = useId();
  return (
    <div className="loan-bank-form__fields">
      {items.map((item, index) => (
        <Controller
          key={item.code}
          name={item.code}
          control={control}
          render={({ field, fieldState }) => (
            <div className="loan-bank-form__field">
              <label id={`${baseId}-${index}-label`} htmlFor={`${baseId}-${index}`} className="loan-bank-form__label">
                {item.title}
              </label>
              <Field
                item={item}
                id={`${baseId}-${index}`}
                labelId={`${baseId}-${index}-label`}
                value={field.value ?? ''}
                onChange={field.onChange}
                inputRef={field.ref}
                invalid={!!fieldState.error}
                describedBy={fieldState.error ? `${baseId}-${index}-error` : undefined}
              />
              <FieldError id={`${baseId}-${index}-error`} className="loan-bank-form__error">
                {fieldState.error?.message}
              </FieldError>
            </div>
          )}
        />
      ))}
    </div>
  );
}

/** The payment-account form built from the server's items: a card type choice (a segmented control of radios), the fields of that type, Next. */
export const BankForm = forwardRef<HTMLFormElement, BankFormProps>(function BankForm(
  {
    items,
    cardTypes,
    defaultCardType = 1,
    defaultValues,
    onSubmit,
    submitting = false,
    onValuesChange,
    className,
    ...rest
  },
  ref,
) {
  const t = useT();
  const [cardType, setCardType] = useState(defaultCardType);
  const visible = useMemo(() => itemsForCardType(items, cardType), [items, cardType]);
  const schema = useMemo(() => bankFormSchema(visible, t), [visible, t]);
  const initial = useMemo(
    () => Object.fromEntries(items.map((item) => [item.code, defaultValues?.[item.code] ?? item.value ?? ''])),
    [items, defaultValues],
  );
  const { control, handleSubmit, watch, trigger, formState } = useForm<BankFormValues>({
    defaultValues: initial,
    resolver: valibotResolver(schema),
    shouldUnregister: false,
  });
  const { isSubmitted } = formState;

  // Messages already shown follow a language switch (the schema is made with `t`): validate again.
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [schema, trigger, isSubmitted]);

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = watch((values) => onValuesChange(values as BankFormValues, cardType));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange, cardType]);

  const submit = handleSubmit((values) => {
    const sent = Object.fromEntries(visible.map((item) => [item.code, values[item.code]?.trim() ?? '']));
    onSubmit(sent, cardType);
  });

  return (
    <form
      {...rest}
      ref={ref}
      className={cx('loan-bank-form', className)}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {cardTypes.length > 1 && (
        <SegmentedControl
          label={t('ui.accountType')}
          value={String(cardType)}
          onValueChange={(value) => setCardType(Number(value))}
          options={cardTypes.map((type) => ({ value: String(type.type), label: type.name }))}
        />
      )}
      <FormFields items={visible} control={control} />
      <KeyboardAwareFooter>
        <Button type="submit" block loading={submitting}>
          {t('ui.next')}
        </Button>
      </KeyboardAwareFooter>
    </form>
  );
});
