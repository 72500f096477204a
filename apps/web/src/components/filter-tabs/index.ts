export { FilterTabs, type FilterTabsProps } from './filter-tabs';
