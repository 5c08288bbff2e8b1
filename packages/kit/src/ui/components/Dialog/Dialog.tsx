import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal';
import { Button, type ButtonProps } from '../Button';
import '../../theme/tokens.css';
import './Dialog.css';

export interface DialogAction {
  label: string;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  /** Disabled with a spinner while its request is in flight. */
  loading?: boolean;
  disabled?: boolean;
}

/** Native props and `ref` go to the dialog's content element (role dialog). */
export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Hides the title visually; it still names the dialog for screen readers. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  actions?: readonly DialogAction[];
  /** `center` (default) or `sheet`, a bottom sheet for pickers and payment methods. */
  variant?: 'center' | 'sheet';
  /** Whether tapping outside or pressing Escape closes it (retention popups say no). */
  dismissible?: boolean;
}

/*
 * Android's back button and iOS's back swipe close an open dialog before they leave the page. All open
 * dialogs share one history entry: pushed when the first opens, popped (after the current render, so a
 * dialog that replaces another keeps it) when the last closes by a button. `popstate` on that entry closes
 * them instead of the page going back.
 */
const openDialogs = new Set<() => void>();
let entryPushed = false;
let ownBack = false;
let listening = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function onPopState() {
  if (ownBack) {
    ownBack = false;
    return;
  }
  if (!entryPushed) return;
  entryPushed = false;
  const closers = [...openDialogs];
  openDialogs.clear();
  closers.forEach((close) => close());
}

function acquireBackEntry(close: () => void) {
  clearTimeout(releaseTimer);
  openDialogs.add(close);
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  if (!entryPushed) {
    window.history.pushState({ ...(window.history.state as object | null), loanDialog: true }, '');
    entryPushed = true;
  }
}

function releaseBackEntry(close: () => void) {
  if (!openDialogs.delete(close) || openDialogs.size > 0) return;
  releaseTimer = setTimeout(() => {
    if (openDialogs.size > 0 || !entryPushed) return;
    entryPushed = false;
    ownBack = true;
    window.history.back();
  }, 0);
}

function useCloseOnBack(open: boolean, onOpenChange: (open: boolean) => void) {
  const onChange = useRef(onOpenChange);
  onChange.current = onOpenChange;
  useEffect(() => {
    if (!open) return;
    const close = () => onChange.current(false);
    acquireBackEntry(close);
    return () => releaseBackEntry(close);
  }, [open]);
}

export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  actions = [],
  variant = 'center',
  dismissible = true,
  className,
  ...rest
}: DialogProps) {
  useCloseOnBack(open, onOpenChange);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="loan-dialog__overlay" />
        <RadixDialog.Content
          {...rest}
          className={cx('loan-dialog', `loan-dialog--${variant}`, className)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={hideTitle ? 'loan-visually-hidden' : 'loan-dialog__title'}>
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="loan-dialog__description">{description}</RadixDialog.Description>
          )}
          {children && <div className="loan-dialog__body">{children}</div>}
          {actions.length > 0 && (
            <div className={`loan-dialog__actions loan-dialog__actions--${actions.length}`}>
              {actions.map((action) => (
                <Button
                  key={action.label}
                  variant={action.variant ?? 'primary'}
                  loading={action.loading}
                  disabled={action.disabled}
                  onClick={action.onClick}
                  block
                >
                  {action.label}
                </Button>
              ))}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
