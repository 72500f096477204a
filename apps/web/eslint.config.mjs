export { default } from '@adc/eslint-config/react';
