import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import './Dialog.css';

export interface DialogAction {
  label: string;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  /** Disabled with a spinner while its request is in flight. */
  loading?: boolean;
  disabled?: boolean;
}

export interface DialogProps {
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

/**
 * Android's back button and iOS's back swipe close an open dialog before they leave the page: opening
 * pushes a history entry, `popstate` closes the dialog, and closing it any other way removes the entry.
 */
function useCloseOnBack(open: boolean, onOpenChange: (open: boolean) => void) {
  const pushed = useRef(false);
  const onChange = useRef(onOpenChange);
  onChange.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state as object | null), loanDialog: true }, '');
    pushed.current = true;
    const onPop = () => {
      pushed.current = false;
      onChange.current(false);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (pushed.current) {
        pushed.current = false;
        window.history.back();
      }
    };
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
          className={`loan-dialog loan-dialog--${variant}`}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={hideTitle ? 'loan-visually-hidden' : 'loan-dialog__title'}>{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="loan-dialog__description">{description}</RadixDialog.Description>}
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
