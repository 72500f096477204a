export { ListFooter, nextPageLoader, type ListFooterProps } from './list-footer';
