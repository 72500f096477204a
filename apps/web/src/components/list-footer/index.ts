export { ListFooter, type ListFooterProps } from './list-footer';
