import { defineScenario } from './dsl';

export default defineScenario({
  name: 'inactive',
  description: 'Status inactive: login and every call answer 402 (token null)',
  steps: [{ step: 'open_account' }, { step: 'set_status', status: 'inactive' }],
});
