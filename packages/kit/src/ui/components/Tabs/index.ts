export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
