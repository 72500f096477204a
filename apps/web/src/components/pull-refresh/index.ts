export { PullRefresh, refetching, type PullRefreshProps } from './pull-refresh';
