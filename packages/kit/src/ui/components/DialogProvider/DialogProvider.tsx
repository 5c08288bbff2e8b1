import { createContext, type ReactNode } from 'react';

/** The default `closeOnBack` of the dialogs inside: a folder of its own, so the page shell does not load the dialog. */
export const CloseOnBackContext = createContext(false);

/** Where the dialogs inside render (Radix's portal container); null or unset: the document's body. */
export const DialogContainerContext = createContext<HTMLElement | null>(null);

export interface DialogProviderProps {
  /** The default `closeOnBack` of the dialogs inside. @default false */
  closeOnBack?: boolean;
  /**
   * The element the dialogs inside render into, for a host whose page is a frame of its own (a phone frame in
   * a design tool, a panel of a larger app): with a transform or `contain` on it, they stay inside it.
   * @default document.body
   */
  container?: HTMLElement | null;
  children?: ReactNode;
}

/** Sets what the dialogs inside do by default; the webview pages' shell turns `closeOnBack` on. */
export function DialogProvider({ closeOnBack = false, container = null, children }: DialogProviderProps) {
  return (
    <CloseOnBackContext.Provider value={closeOnBack}>
      <DialogContainerContext.Provider value={container}>{children}</DialogContainerContext.Provider>
    </CloseOnBackContext.Provider>
  );
}
