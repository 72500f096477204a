import { defineScenario } from './dsl';

export default defineScenario({
  name: 'disabled',
  description: 'Status disabled: login and every call answer 403 (token null)',
  steps: [{ step: 'open_account' }, { step: 'set_status', status: 'disabled' }],
});
