import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useContext, useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { holdToasts } from '../../../toast/toast';
import { cx } from '../../internal';
import { Button, type ButtonProps } from '../Button';
import { useCloseOnBack } from '../DialogProvider/close-on-back';
import { DialogContainerContext } from '../DialogProvider/DialogProvider';
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
export interface DialogProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'children'> {
  /** Whether it shows: the dialog is controlled, the caller keeps this state. */
  open: boolean;
  /** Called with `false` when it asks to close (Escape, a tap outside, back, its X) and on an action's close. */
  onOpenChange: (open: boolean) => void;
  /** Its heading, which also names the dialog for screen readers. */
  title: string;
  /** Hides the title visually; it still names the dialog for screen readers. */
  hideTitle?: boolean;
  /** A line under the title, announced with it. */
  description?: ReactNode;
  /** The body, between the description and the actions. */
  children?: ReactNode;
  /** Buttons in a row at the bottom, the last the primary: `{ label, onClick, variant?, loading?, disabled? }`. */
  actions?: ReadonlyArray<DialogAction>;
  /** `center` (default) or `sheet`, a bottom sheet for pickers and payment methods. */
  variant?: 'center' | 'sheet';
  /** Whether tapping outside or pressing Escape closes it (retention popups say no). */
  dismissible?: boolean;
  /**
   * Whether the browser's back (and the webview shell's back hook) closes the dialog: it then holds a history
   * entry while open and takes it back when closed by anything else. Off by default, since a host's router owns
   * its history; on for every dialog under a `DialogProvider closeOnBack` (the webview pages' shell).
   * @default false, or the nearest DialogProvider's
   */
  closeOnBack?: boolean;
}

export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    onOpenChange,
    title,
    hideTitle = false,
    description,
    children,
    actions = [],
    variant = 'center',
    dismissible = true,
    closeOnBack,
    className,
    ...rest
  },
  ref,
) {
  useCloseOnBack(closeOnBack, open, onOpenChange);
  const container = useContext(DialogContainerContext);
  // A toast would cover the dialog: it waits until the dialog closes (errors still show).
  useEffect(() => (open ? holdToasts() : undefined), [open]);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container ?? undefined}>
        <RadixDialog.Overlay className="loan-dialog__overlay" />
        <RadixDialog.Content
          {...rest}
          ref={ref}
          className={cx('loan-dialog', `loan-dialog--${variant}`, className)}
          // Focus goes to the dialog itself, not its first control: a ring on a button nobody chose reads as a
          // choice (a star of the rating dialog). The title names it for screen readers; Tab reaches the controls.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus({ preventScroll: true });
          }}
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
});
