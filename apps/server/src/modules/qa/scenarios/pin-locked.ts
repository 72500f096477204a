import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'pin_locked',
  description: 'qa_scenario.pin_locked',
  steps: [...fundedSteps, { step: 'wrong_pin', times: 5 }],
});
