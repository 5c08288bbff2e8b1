/** Our icon name -> lucide's. */
export const ICONS: Readonly<Record<string, string>>;
/** `call` -> `CallIcon`. */
export function componentName(name: string): string;
export function iconDataUrl(name: string): string;
export function iconCss(name: string): string;
export function iconComponent(name: string): string;
export function iconIndex(): string;
