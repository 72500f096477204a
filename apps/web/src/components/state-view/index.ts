export { StateView, type StateViewProps, type ViewState } from './state-view';
export { QueryState, type QueryStateProps } from './query-state';
export { StaleNote } from './stale-note';
