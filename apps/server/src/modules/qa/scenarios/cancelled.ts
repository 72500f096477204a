import { defineScenario } from './dsl';

export default defineScenario({
  name: 'cancelled',
  description: 'qa_scenario.cancelled',
  steps: [{ step: 'open_account' }, { step: 'set_status', status: 'cancelled' }],
});
