export { PullRefresh, type PullRefreshProps } from './pull-refresh';
