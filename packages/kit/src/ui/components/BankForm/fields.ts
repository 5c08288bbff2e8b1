import * as v from 'valibot';
import type { BankFormItem } from '../../../api/endpoints/bind-card';
import { isValidMobile } from '../../../format/format';
import type { Translate } from '../../../i18n/translate';

/** The items that apply to a card type: `cardTypeMi` 0 applies to every type. */
export function itemsForCardType(items: readonly BankFormItem[], cardType: number): BankFormItem[] {
  return items.filter((item) => item.cardTypeMi === 0 || item.cardTypeMi === cardType);
}

/** One valibot schema for the visible items: every field required; phones and card numbers checked. */
export function bankFormSchema(items: readonly BankFormItem[], t: Translate) {
  const entries = items.map((item) => {
    const required = t('ui.required', { field: item.title });
    const phone = item.cate === 'txt' && item.inputType === 'phone';
    const card = item.cate === 'txt' && item.inputType === 'card';
    const field = v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.check((value) => !phone || isValidMobile(value), t('toast.wrongMobile')),
      v.check((value) => !card || /^\d{10,19}$/.test(value), item.subtitle || required),
    );
    return [item.code, field] as const;
  });
  return v.object(Object.fromEntries(entries));
}
