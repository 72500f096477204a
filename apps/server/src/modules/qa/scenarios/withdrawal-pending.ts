import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'withdrawal_pending',
  description: 'Funded; a 500.00 withdrawal waiting for review (available 9500.00)',
  steps: [...fundedSteps, { step: 'withdraw', amount: '500.00' }],
});
