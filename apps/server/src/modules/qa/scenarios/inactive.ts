import { defineScenario } from './dsl';

export default defineScenario({
  name: 'inactive',
  description: 'qa_scenario.inactive',
  steps: [{ step: 'open_account' }, { step: 'set_status', status: 'inactive' }],
});
