import { defineScenario } from './dsl';

export default defineScenario({
  name: 'new_user',
  description: 'qa_scenario.new_user',
  steps: [{ step: 'open_account' }],
});
