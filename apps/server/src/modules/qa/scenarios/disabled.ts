import { defineScenario } from './dsl';

export default defineScenario({
  name: 'disabled',
  description: 'qa_scenario.disabled',
  steps: [{ step: 'open_account' }, { step: 'set_status', status: 'disabled' }],
});
