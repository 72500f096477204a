export { default } from '@adc/eslint-config/base';
