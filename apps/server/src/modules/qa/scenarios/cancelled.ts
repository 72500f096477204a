import { defineScenario } from './dsl';

export default defineScenario({
  name: 'cancelled',
  description: 'Status cancelled: login and every call answer 404 (token null)',
  steps: [{ step: 'open_account' }, { step: 'set_status', status: 'cancelled' }],
});
