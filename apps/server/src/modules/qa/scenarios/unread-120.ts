import { defineScenario } from './dsl';

export default defineScenario({
  name: 'unread_120',
  description: 'New account with 120 unread notifications (announcements, maintenance, activities)',
  steps: [
    { step: 'open_account' },
    {
      step: 'notify',
      count: 120,
      categories: ['system_announcement', 'system_maintenance', 'activity'],
    },
  ],
});
