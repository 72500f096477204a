import type { PlatformMessages } from './types';

/** Simplified Chinese platform texts. */
export const zh: PlatformMessages = {
  product: {
    video_1: {
      name: '夏季球鞋上新 — 15 秒视频',
      description: '夏季球鞋系列的 15 秒竖版产品视频，投放于短视频信息流。',
    },
    video_2: {
      name: '智能家居中枢 — 讲解视频',
      description: '智能家居中枢的 30 秒讲解视频，在科技测评之前和之间播放。',
    },
    landing_page_1: {
      name: '有机护肤 — 落地页',
      description: '有机护肤入门套装的移动端落地页，附限时组合优惠。',
    },
    landing_page_2: {
      name: '语言课程 — 报名页',
      description: '面向学生和旅行者的 30 天在线语言课程报名落地页。',
    },
    game_1: {
      name: '王国建造者 — 手机策略游戏',
      description: '中世纪城市建造策略游戏的安装推广。',
      game_description: '建设你的王国，结成联盟，在与全球玩家的实时战斗中守卫城墙。',
    },
    game_2: {
      name: '泡泡消消传奇 — 休闲益智游戏',
      description: '带每日挑战的休闲泡泡射击益智游戏的安装推广。',
      game_description: '在 500 个关卡中匹配并消除彩色泡泡；可离线游玩，收集道具，超越好友。',
    },
  },
  plan: {
    content: '{{name}}：{{description}}',
    rules:
      '投放后，计划先匹配 {{matching_s}} 秒，然后在 {{run_h}} 小时内均匀消耗预算。佣金：已投放预算的 {{percent}}%，在完成后 {{settlement_h}} 小时结算。',
    targeting: {
      video: '18–45 岁 · 短视频观众 · 全部地区 · 全部设备',
      landing_page: '22–55 岁 · 网购用户 · 全部地区 · 手机和电脑',
      game: '16–40 岁 · 手游玩家 · 全部地区 · Android 和 iOS',
    },
  },
  coupon: {
    newcomer: '新人优惠券',
    daily_boost: '每日加速',
  },
  flow: {
    deposit: '充值',
    acceptance_deposit: '承兑订单 #{{id}}（{{acceptor}}）',
    withdrawal: '提现 #{{id}} 至 {{account}}',
    withdrawal_refund: '提现 #{{id}} 被拒：退款',
  },
  notice: {
    new_placements: {
      title: '新广告位上线',
      content: '游戏安装推广现已可投放至激励视频广告位。请在计划列表中查看新的推荐计划。',
    },
    maintenance_sunday: {
      title: '周日计划维护',
      content: '平台将于周日 02:00 至 04:00（UTC）进行维护，进行中的计划不受影响。',
    },
    daily_boost_back: {
      title: '每日加速券回归',
      content: '在优惠券中心领取每日加速券：下一个计划享 {{discount}}% 优惠，最高 {{limit}}。',
    },
    welcome: {
      title: '欢迎来到广告中心',
      content: '您的店铺已就绪。从计划列表投放第一个计划，实时跟踪投放进度。',
    },
    settlement_schedule: {
      title: '结算时间更新',
      content: '佣金现在于计划完成 24 小时后结算，每天均可结算。',
    },
    maintenance_done: {
      title: '维护已完成',
      content: '昨晚的数据库维护已提前完成，感谢您的耐心等待。',
    },
    withdrawal_upgrade: {
      title: '提现通道升级',
      content: '通道升级期间银行提现暂停了 30 分钟，所有申请均已处理。',
    },
    newcomer_coupon: {
      title: '新人优惠券',
      content: '新店铺首个 {{threshold}} 及以上的计划立减 {{amount}}，请在优惠券中心领取。',
    },
    weekend_bonus: {
      title: '周末流量奖励',
      content: '本周末投放的计划在游戏类目中可获得额外曝光。',
    },
  },
  event: {
    deposit_credited: {
      title: '充值已到账',
      content: '承兑订单 #{{id}} 的 {{amount}} 已加入您的可用余额。',
    },
    acceptance_cancelled: {
      title: '承兑订单已取消',
      content: '承兑订单 #{{id}} 已取消，未入账也未扣款。',
    },
    withdrawal_approved: {
      title: '提现已通过',
      content: '您的提现 #{{id}}（{{amount}}）已通过审核，并已支付至 {{account}}。',
    },
    withdrawal_rejected: {
      title: '提现被拒绝',
      content: '您的提现 #{{id}}（{{amount}}）被拒绝，金额已退回可用余额。',
    },
    plan_launched: {
      title: '计划已投放',
      content: '计划 {{plan_no}} 已以 {{amount}} 投放，正在匹配中。',
    },
    launch_failed: {
      title: '投放失败',
      content: '计划 {{plan_no}} 未能投放，{{refund}} 已退回您的可用余额。',
    },
    launch_completed: {
      title: '计划已完成',
      content:
        '计划 {{plan_no}} 预算已投放完毕：消耗 {{consumed}}，佣金 {{revenue}}，利润 {{profit}}。佣金将在完成后 {{settlement_h}} 小时结算。',
    },
    settled: {
      title: '计划已结算',
      content: '计划 {{plan_no}} 已结算：佣金 {{revenue}} 已加入您的可用余额。利润：{{profit}}。',
    },
  },
  qa_scenario: {
    new_user: '状态正常，余额 0，未绑卡，未设 PIN，3 个待投放的推荐计划，新人券可领取',
    funded: '可用余额 10000.00（一笔已完成的承兑订单），已绑定银行卡，PIN 123456',
    plan_pending: '已充值，带有新账户的 3 个 pending_launch 推荐计划（每种产品类型一个）',
    plan_running: '2 天前充值；一个 1000.00 的计划处于 in_progress，目前已消耗一半预算',
    plan_waiting_settlement:
      '已充值；一个 1000.00 的计划于 3 小时前全部消耗，处于 waiting_settlement（24 小时后结算）',
    plan_settled:
      '已充值；一个 1000.00 的计划已消耗并结算（流水 ad_billing、ad_serving、profit_sharing）',
    withdrawal_pending: '已充值；一笔 500.00 的提现等待审核（可用余额 9500.00）',
    pin_locked: '已充值；连续 5 次输错 PIN：PIN 校验锁定 15 分钟',
    unread_120: '有 120 条未读通知的新账户（公告、维护、活动）',
    long_history: '最近 6 个月至少 500 条流水：每月一笔充值和 28 个运行至结算的计划',
    inactive: '状态 inactive：登录及所有调用均返回 402（token 为 null）',
    disabled: '状态 disabled：登录及所有调用均返回 403（token 为 null）',
    cancelled: '状态 cancelled：登录及所有调用均返回 404（token 为 null）',
    session_expired: '状态正常，但返回的 token 已过期：用它发起的调用返回 503（重新登录即可）',
  },
  scenario_notice: {
    title: '场景通知 {{n}}',
    content: '第 {{n}} 条通知（共 {{count}} 条），由 QA 场景发送。',
  },
};
