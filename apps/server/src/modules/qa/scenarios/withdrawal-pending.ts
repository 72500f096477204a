import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'withdrawal_pending',
  description: 'qa_scenario.withdrawal_pending',
  steps: [...fundedSteps, { step: 'withdraw', amount: '500.00' }],
});
