import { defineScenario } from './dsl';

export default defineScenario({
  name: 'unread_120',
  description: 'qa_scenario.unread_120',
  steps: [
    { step: 'open_account' },
    {
      step: 'notify',
      count: 120,
      categories: ['system_announcement', 'system_maintenance', 'activity'],
    },
  ],
});
