export { SheetSelect } from './SheetSelect';
export type { SheetSelectOption, SheetSelectProps } from './SheetSelect';
