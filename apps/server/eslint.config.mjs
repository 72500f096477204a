import base from '@adc/eslint-config/base';
import { serverBoundaries } from '@adc/eslint-config/boundaries';

export default [...base, ...serverBoundaries({ root: import.meta.dirname })];
