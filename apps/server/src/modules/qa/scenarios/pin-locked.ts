import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'pin_locked',
  description: 'Funded; 5 wrong PINs in a row: PIN checks locked for 15 minutes',
  steps: [...fundedSteps, { step: 'wrong_pin', times: 5 }],
});
