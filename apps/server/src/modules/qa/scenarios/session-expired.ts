import { defineScenario } from './dsl';

export default defineScenario({
  name: 'session_expired',
  description:
    'Active, but the returned token has expired: calls with it answer 503 (logging in again works)',
  steps: [{ step: 'open_account' }, { step: 'expire_sessions' }],
});
