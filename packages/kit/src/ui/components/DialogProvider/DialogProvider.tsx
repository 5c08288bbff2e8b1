import { createContext, type ReactNode } from 'react';

/** The default `closeOnBack` of the dialogs inside: a folder of its own, so the page shell does not load the dialog. */
export const CloseOnBackContext = createContext(false);

export interface DialogProviderProps {
  /** The default `closeOnBack` of the dialogs inside. @default false */
  closeOnBack?: boolean;
  children?: ReactNode;
}

/** Sets what the dialogs inside do by default; the webview pages' shell turns `closeOnBack` on. */
export function DialogProvider({ closeOnBack = false, children }: DialogProviderProps) {
  return <CloseOnBackContext.Provider value={closeOnBack}>{children}</CloseOnBackContext.Provider>;
}
