/**
 * English platform texts: the source of truth for the texts the platform itself writes (products,
 * plan content, coupon names, flow remarks, notifications, QA scenario descriptions). Stored rows
 * keep a key and its parameters; the server renders them per request in the reader's language.
 */
export const en = {
  product: {
    video_1: {
      name: 'Summer Sneaker Drop — 15 s video',
      description:
        'A vertical 15-second product video for the summer sneaker collection, placed in short-video feeds.',
    },
    video_2: {
      name: 'Smart Home Hub — explainer video',
      description:
        'A 30-second explainer of the smart home hub, shown before and between tech reviews.',
    },
    landing_page_1: {
      name: 'Organic Skincare — landing page',
      description:
        'A mobile landing page for the organic skincare starter kit with a limited-time bundle offer.',
    },
    landing_page_2: {
      name: 'Language Course — sign-up page',
      description:
        'A sign-up landing page for a 30-day online language course, targeted at students and travellers.',
    },
    game_1: {
      name: 'Kingdom Builders — mobile strategy game',
      description: 'Install campaign for a medieval city-building strategy game.',
      game_description:
        'Build your kingdom, forge alliances and defend your walls in real-time battles with players worldwide.',
    },
    game_2: {
      name: 'Bubble Pop Saga — casual puzzle game',
      description:
        'Install campaign for a casual bubble-shooter puzzle game with daily challenges.',
      game_description:
        'Match and pop colourful bubbles across 500 levels; play offline, collect boosters and beat your friends.',
    },
  },
  plan: {
    content: '{{name}}: {{description}}',
    rules:
      'After launch the plan is matched for {{matching_s}} s, then its budget is delivered evenly over {{run_h}} h. Commission: {{percent}}% of the delivered budget, settled {{settlement_h}} h after completion.',
    targeting: {
      video: 'Ages 18–45 · short-video viewers · all regions · all devices',
      landing_page: 'Ages 22–55 · online shoppers · all regions · mobile and desktop',
      game: 'Ages 16–40 · mobile gamers · all regions · Android and iOS',
    },
  },
  coupon: {
    newcomer: 'Newcomer coupon',
    daily_boost: 'Daily boost',
  },
  flow: {
    deposit: 'Deposit',
    acceptance_deposit: 'Acceptance order #{{id}} ({{acceptor}})',
    withdrawal: 'Withdrawal #{{id}} to {{account}}',
    withdrawal_refund: 'Withdrawal #{{id}} rejected: refund',
  },
  notice: {
    new_placements: {
      title: 'New ad placements available',
      content:
        'Game install campaigns can now run in the rewarded-video placement. Check the plan list for new offers.',
    },
    maintenance_sunday: {
      title: 'Scheduled maintenance on Sunday',
      content:
        'The platform will be under maintenance on Sunday from 02:00 to 04:00 UTC. Running plans are not affected.',
    },
    daily_boost_back: {
      title: 'Daily boost coupon is back',
      content:
        'Claim the daily boost coupon in the coupon centre: {{discount}}% off your next plan, up to {{limit}}.',
    },
    welcome: {
      title: 'Welcome to the ad center',
      content:
        'Your store is ready. Launch your first plan from the plan list and follow its delivery in real time.',
    },
    settlement_schedule: {
      title: 'Updated settlement schedule',
      content:
        'Commission is now settled 24 hours after a plan completes, on every day of the week.',
    },
    maintenance_done: {
      title: 'Maintenance completed',
      content:
        'Last night’s database maintenance finished ahead of schedule. Thank you for your patience.',
    },
    withdrawal_upgrade: {
      title: 'Withdrawal channel upgrade',
      content:
        'Bank withdrawals were paused for 30 minutes during a channel upgrade. All requests have been processed.',
    },
    newcomer_coupon: {
      title: 'Newcomer coupon',
      content:
        'New stores get {{amount}} off their first plan of {{threshold}} or more. Claim it in the coupon centre.',
    },
    weekend_bonus: {
      title: 'Weekend traffic bonus',
      content: 'Plans launched this weekend receive extra impressions in the game category.',
    },
  },
  event: {
    deposit_credited: {
      title: 'Deposit credited',
      content: '{{amount}} from acceptance order #{{id}} was added to your available balance.',
    },
    acceptance_cancelled: {
      title: 'Acceptance order cancelled',
      content: 'Acceptance order #{{id}} was cancelled. Nothing was credited or charged.',
    },
    withdrawal_approved: {
      title: 'Withdrawal approved',
      content: 'Your withdrawal #{{id}} of {{amount}} was approved and paid to {{account}}.',
    },
    withdrawal_rejected: {
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal #{{id}} of {{amount}} was rejected. The amount was returned to your available balance.',
    },
    plan_launched: {
      title: 'Plan launched',
      content: 'Plan {{plan_no}} was launched with {{amount}} and is being matched.',
    },
    launch_failed: {
      title: 'Launch failed',
      content:
        'Plan {{plan_no}} could not be delivered. {{refund}} was refunded to your available balance.',
    },
    launch_completed: {
      title: 'Plan completed',
      content:
        'Plan {{plan_no}} delivered its budget: consumed {{consumed}}, commission {{revenue}}, profit {{profit}}. The commission is settled {{settlement_h}} h after completion.',
    },
    settled: {
      title: 'Plan settled',
      content:
        'Plan {{plan_no}} was settled: commission {{revenue}} was added to your available balance. Profit: {{profit}}.',
    },
  },
  /**
   * The QA scenarios' descriptions (`/__qa/scenario/list`, the QA console): the state each
   * scenario's user ends in. Numbers, amounts, codes, status and flow names stay as in the API.
   */
  qa_scenario: {
    new_user: 'Active, balance 0, no card, no PIN, 3 offers to launch, newcomer coupon claimable',
    funded: 'Available 10000.00 (one completed acceptance order), bank card bound, PIN 123456',
    plan_pending:
      'Funded, with the 3 pending_launch offers of a new account (one per product type)',
    plan_running: 'Funded 2 days ago; a 1000.00 plan in_progress, half of its budget consumed now',
    plan_waiting_settlement:
      'Funded; a 1000.00 plan fully consumed 3 hours ago, waiting_settlement (settles 24 h after)',
    plan_settled:
      'Funded; a 1000.00 plan consumed and settled (flows ad_billing, ad_serving, profit_sharing)',
    withdrawal_pending: 'Funded; a 500.00 withdrawal waiting for review (available 9500.00)',
    pin_locked: 'Funded; 5 wrong PINs in a row: PIN checks locked for 15 minutes',
    unread_120:
      'New account with 120 unread notifications (announcements, maintenance, activities)',
    long_history:
      'At least 500 flows over the last 6 months: each month a deposit and 28 plans run to settlement',
    inactive: 'Status inactive: login and every call answer 402 (token null)',
    disabled: 'Status disabled: login and every call answer 403 (token null)',
    cancelled: 'Status cancelled: login and every call answer 404 (token null)',
    session_expired:
      'Active, but the returned token has expired: calls with it answer 503 (logging in again works)',
  },
  /** The notifications of the QA scenarios' `notify` step (numbered, so a list's pages can be told apart). */
  scenario_notice: {
    title: 'Scenario notice {{n}}',
    content: 'Notice {{n}} of {{count}}, sent by a QA scenario.',
  },
} as const;
