/**
 * Every component behaves as a consumer of Radix or Primer expects (Primer's `behavesAsComponent`): it takes
 * the native props of its root element and a `ref`, puts them on that root, and merges `className` with its
 * own classes. A new component is added here, or the export check below fails. The react-18 project runs this
 * file under React 18 too, which passes no `ref` prop to a function component.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RecommendedProduct } from '../api/endpoints/loan-details';
import { I18nProvider } from '../i18n/I18nProvider';
import * as ui from './index';
import { BankForm } from './components/BankForm';
import { SAMPLE_ITEMS } from './components/BankForm/sample-items';

const product: RecommendedProduct = {
  productId: 'P1',
  productKey: 'K1',
  logo: '',
  name: 'Cash Plus',
  buttonText: 'Apply',
  isEnabled: '1',
  amountRange: '₱2,000 - ₱20,000',
  amountCaption: 'Loan amount',
  rate: '0.05%/day',
  description: '',
  tags: [],
};

type Native = {
  ref: (element: HTMLElement | null) => void;
  className: string;
  style: { marginTop: string };
  'data-testid': string;
};
const noop = () => undefined;

const ICON_CASES = Object.fromEntries(
  Object.entries(ui)
    .filter(([name]) => /^[A-Z]\w*Icon$/.test(name))
    .map(([name, Icon]) => {
      const Component = Icon as (props: Native) => ReactElement;
      return [name, (native: Native) => <Component {...native} />];
    }),
);

/** Each component with the least it needs to render its root. */
const CASES: Record<string, (native: Native) => ReactElement> = {
  ...ICON_CASES,
  AgreementCheck: (native) => (
    <ui.AgreementCheck {...native} agreements={[{ title: 'Terms' }]} onOpenAgreement={noop} />
  ),
  AgreementDialog: (native) => (
    <ui.AgreementDialog {...native} open title="Terms" url="/terms" onAgree={noop} onCancel={noop} />
  ),
  BankForm: (native) => (
    <BankForm {...native} items={SAMPLE_ITEMS} cardTypes={[{ type: 1, name: 'Bank' }]} onSubmit={noop} />
  ),
  Button: (native) => <ui.Button {...native}>Go</ui.Button>,
  CountdownButton: (native) => <ui.CountdownButton {...native} onRequest={async () => true} />,
  DetailRows: (native) => <ui.DetailRows {...native} rows={[{ text: 'Amount', value: '₱1,000' }]} />,
  Dialog: (native) => <ui.Dialog {...native} open onOpenChange={noop} title="Hello" />,
  FieldError: (native) => <ui.FieldError {...native}>Required</ui.FieldError>,
  DigitsInput: (native) => <ui.DigitsInput {...native} aria-label="Digits" />,
  PhoneInput: (native) => <ui.PhoneInput {...native} aria-label="Phone" />,
  CardNumberInput: (native) => <ui.CardNumberInput {...native} aria-label="Card" />,
  SmsCodeInput: (native) => <ui.SmsCodeInput {...native} aria-label="Code" />,
  ImageUploader: (native) => <ui.ImageUploader {...native} upload={async () => ({ ok: true, url: '/x.jpg' })} />,
  KeyboardAwareFooter: (native) => <ui.KeyboardAwareFooter {...native}>Next</ui.KeyboardAwareFooter>,
  SegmentedControl: (native) => (
    <ui.SegmentedControl {...native} label="Card type" options={[{ value: '1', label: 'Bank' }]} />
  ),
  SheetSelect: (native) => <ui.SheetSelect {...native} title="Bank" options={[{ value: 'BPI', label: 'BPI' }]} />,
  Skeleton: (native) => <ui.Skeleton {...native} />,
  EmptyState: (native) => <ui.EmptyState {...native} />,
  ErrorState: (native) => <ui.ErrorState {...native} message="Failed" />,
  PayCodeBox: (native) => <ui.PayCodeBox {...native} code="PC12345" />,
  ProductCard: (native) => <ui.ProductCard {...native} product={product} />,
  RecommendedProducts: (native) => <ui.RecommendedProducts {...native} products={[product]} />,
  StarRating: (native) => <ui.StarRating {...native} />,
  LenderIdentity: (native) => (
    <ui.LenderIdentity {...native} name="Lender" secRegistration="SEC No. 1" certificateOfAuthority="CA No. 1" />
  ),
  MoneyBar: (native) => (
    <ui.MoneyBar
      {...native}
      label="You repay"
      total="₱1"
      value={1}
      parts={[{ label: 'Loan', value: 1, amount: '₱1', tone: 'remaining' }]}
    />
  ),
  MoneySummary: (native) => <ui.MoneySummary {...native} label="Amount due" amount="₱1" />,
  RefreshStatus: (native) => <ui.RefreshStatus {...native} updatedAt={1} onRefresh={noop} />,
  StatusBanner: (native) => <ui.StatusBanner {...native} status={21} title="Under review" />,
  StatusPill: (native) => (
    <ui.StatusPill {...native} status={170}>
      Due
    </ui.StatusPill>
  ),
  Tabs: (native) => <ui.Tabs {...native} label="Tabs" items={[{ value: 'a', label: 'A', content: 'A' }]} />,
  TextInput: (native) => <ui.TextInput {...native} aria-label="Name" />,
  TextArea: (native) => <ui.TextArea {...native} aria-label="Note" />,
  ToastHost: (native) => <ui.ToastHost {...native} />,
};

/** Exports that are not components taking a root element's props (helpers, a class boundary, a provider, hooks). */
const NOT_ELEMENTS = new Set(['Barcode', 'DialogProvider', 'ErrorBoundary']);
/** Components reached by their own subpath only: BankForm needs react-hook-form, an optional peer. */
const SUBPATH_ONLY = ['BankForm'];

describe('component conformance', () => {
  it('covers every component the kit exports', () => {
    const components = Object.keys(ui).filter((name) => /^[A-Z][a-z]/.test(name) && !NOT_ELEMENTS.has(name));
    expect([...components, ...SUBPATH_ONLY].sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))('%s takes className, style, data-* and a ref on its root', (_name, renderCase) => {
    let node: HTMLElement | null = null;
    render(
      <I18nProvider language="en">
        {renderCase({
          ref: (element: HTMLElement | null) => {
            node = element;
          },
          className: 'host-class',
          style: { marginTop: '7px' },
          'data-testid': 'root',
        })}
      </I18nProvider>,
    );
    const root = screen.getByTestId('root');
    expect(node).toBe(root);
    expect(root).toHaveClass('host-class');
    expect([...root.classList].some((name) => name.startsWith('loan-'))).toBe(true);
    expect(root.style.marginTop).toBe('7px');
  });
});
