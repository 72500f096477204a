import { defineScenario } from './dsl';

export default defineScenario({
  name: 'new_user',
  description: 'Active, balance 0, no card, no PIN, 3 offers to launch, newcomer coupon claimable',
  steps: [{ step: 'open_account' }],
});
