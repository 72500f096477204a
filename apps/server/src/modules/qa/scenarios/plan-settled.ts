import { defineScenario } from './dsl';
import { fundedSteps } from './funded';

export default defineScenario({
  name: 'plan_settled',
  description:
    'Funded; a 1000.00 plan consumed and settled (flows ad_billing, ad_serving, profit_sharing)',
  steps: [
    ...fundedSteps,
    { step: 'launch_plan', amount: '1000.00' },
    { step: 'force_plan', outcome: 'settle' },
  ],
});
