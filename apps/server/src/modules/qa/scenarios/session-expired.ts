import { defineScenario } from './dsl';

export default defineScenario({
  name: 'session_expired',
  description: 'qa_scenario.session_expired',
  steps: [{ step: 'open_account' }, { step: 'expire_sessions' }],
});
