/**
 * Type tests of the props conventions, checked by `tsc` in npm test (never run): a ref of the root element's
 * type, the root's native props, and controlled/uncontrolled pairs typed alike.
 */
import { createRef } from 'react';
import { expectTypeOf } from 'vitest';
import {
  Button,
  DetailRows,
  PhoneInput,
  StarRating,
  StatusBanner,
  Tabs,
  type ButtonProps,
  type DetailRowsProps,
  type StarRatingProps,
  type TabsProps,
} from './index';

// A ref of the root element's type is accepted; another element's is not.
<Button ref={createRef<HTMLButtonElement>()}>Go</Button>;
// @ts-expect-error a div ref does not fit a button
<Button ref={createRef<HTMLDivElement>()}>Go</Button>;
<PhoneInput ref={createRef<HTMLInputElement>()} aria-label="Phone" />;
<StatusBanner ref={createRef<HTMLElement>()} status={21} title="Under review" />;

// Native props of the root pass through; a prop the component owns keeps the component's type.
<DetailRows rows={[]} id="rows" data-section="fees" aria-describedby="x" onClick={() => undefined} />;
// @ts-expect-error StatusBanner's title is its heading text, required
<StatusBanner status={21} />;
// @ts-expect-error StarRating reports a number, not a change event
<StarRating onChange={(event: React.ChangeEvent) => event} />;

// Controlled and uncontrolled props carry the same type, and the change callback reports it.
expectTypeOf<StarRatingProps['value']>().toEqualTypeOf<StarRatingProps['defaultValue']>();
expectTypeOf<TabsProps['value']>().toEqualTypeOf<TabsProps['defaultValue']>();
expectTypeOf<NonNullable<TabsProps['onValueChange']>>().parameter(0).toEqualTypeOf<string>();
expectTypeOf<DetailRowsProps['expanded']>().toEqualTypeOf<DetailRowsProps['defaultExpanded']>();
expectTypeOf<ButtonProps['className']>().toEqualTypeOf<string | undefined>();
<Tabs label="Tabs" items={[]} />;
