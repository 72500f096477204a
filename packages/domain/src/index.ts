/**
 * @adc/domain: the product's rules as pure functions and constants, one home for each, shared by
 * the server and the web client (no I/O, no dependencies).
 */
export * from './ids';
export * from './money';
export * from './pricing';
export * from './paging';
export * from './plan-status';
export * from './timing';
export * from './languages';
export * from './uploads';
export * from './text';
export * from './contact';
export * from './account';
