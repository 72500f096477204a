import type { PlatformMessages } from './types';

/** Traditional Chinese platform texts. */
export const cht: PlatformMessages = {
  product: {
    video_1: {
      name: '夏季球鞋上市 — 15 秒影片',
      description: '夏季球鞋系列的 15 秒直式產品影片，投放於短影音動態。',
    },
    video_2: {
      name: '智慧家庭中樞 — 解說影片',
      description: '智慧家庭中樞的 30 秒解說影片，於科技評測前與評測之間播放。',
    },
    landing_page_1: {
      name: '有機保養 — 到達頁',
      description: '有機保養入門組的行動版到達頁，附限時組合優惠。',
    },
    landing_page_2: {
      name: '語言課程 — 報名頁',
      description: '以學生與旅人為對象的 30 天線上語言課程報名到達頁。',
    },
    game_1: {
      name: '王國建造者 — 手機策略遊戲',
      description: '中世紀城市建造策略遊戲的安裝推廣。',
      game_description: '建設你的王國、結盟，並在與全球玩家的即時戰鬥中守護城牆。',
    },
    game_2: {
      name: '泡泡消消傳奇 — 休閒益智遊戲',
      description: '附每日挑戰的休閒泡泡射擊益智遊戲安裝推廣。',
      game_description: '在 500 個關卡中配對並消除彩色泡泡；可離線遊玩、收集道具、超越好友。',
    },
  },
  plan: {
    content: '{{name}}：{{description}}',
    rules:
      '投放後，計畫先媒合 {{matching_s}} 秒，接著在 {{run_h}} 小時內平均消耗預算。佣金：已投放預算的 {{percent}}%，於完成後 {{settlement_h}} 小時結算。',
    targeting: {
      video: '18–45 歲 · 短影音觀眾 · 所有地區 · 所有裝置',
      landing_page: '22–55 歲 · 網購使用者 · 所有地區 · 手機與電腦',
      game: '16–40 歲 · 手遊玩家 · 所有地區 · Android 與 iOS',
    },
  },
  coupon: {
    newcomer: '新手優惠券',
    daily_boost: '每日加速',
  },
  flow: {
    deposit: '儲值',
    acceptance_deposit: '承兌訂單 #{{id}}（{{acceptor}}）',
    withdrawal: '提領 #{{id}} 至 {{account}}',
    withdrawal_refund: '提領 #{{id}} 遭拒：退款',
  },
  notice: {
    new_placements: {
      title: '新廣告版位上線',
      content: '遊戲安裝推廣現在可以投放到獎勵影片版位。請在計畫列表查看新的推薦計畫。',
    },
    maintenance_sunday: {
      title: '週日定期維護',
      content: '平台將於週日 02:00 至 04:00（UTC）進行維護，進行中的計畫不受影響。',
    },
    daily_boost_back: {
      title: '每日加速券回來了',
      content: '到優惠券中心領取每日加速券：下一個計畫享 {{discount}}% 折扣，最高 {{limit}}。',
    },
    welcome: {
      title: '歡迎來到廣告中心',
      content: '您的商店已準備就緒。從計畫列表投放第一個計畫，即時追蹤投放進度。',
    },
    settlement_schedule: {
      title: '結算時間更新',
      content: '佣金現在於計畫完成 24 小時後結算，每天皆可結算。',
    },
    maintenance_done: {
      title: '維護已完成',
      content: '昨晚的資料庫維護已提前完成，感謝您的耐心等候。',
    },
    withdrawal_upgrade: {
      title: '提領通道升級',
      content: '通道升級期間銀行提領暫停了 30 分鐘，所有申請皆已處理。',
    },
    newcomer_coupon: {
      title: '新手優惠券',
      content: '新商店首個 {{threshold}} 以上的計畫折抵 {{amount}}，請至優惠券中心領取。',
    },
    weekend_bonus: {
      title: '週末流量加碼',
      content: '本週末投放的計畫在遊戲類別可獲得額外曝光。',
    },
  },
  event: {
    deposit_credited: {
      title: '儲值已入帳',
      content: '承兌訂單 #{{id}} 的 {{amount}} 已加入您的可用餘額。',
    },
    acceptance_cancelled: {
      title: '承兌訂單已取消',
      content: '承兌訂單 #{{id}} 已取消，未入帳也未扣款。',
    },
    withdrawal_approved: {
      title: '提領已核准',
      content: '您的提領 #{{id}}（{{amount}}）已核准，並已支付至 {{account}}。',
    },
    withdrawal_rejected: {
      title: '提領遭拒',
      content: '您的提領 #{{id}}（{{amount}}）遭拒，金額已退回可用餘額。',
    },
    plan_launched: {
      title: '計畫已投放',
      content: '計畫 {{plan_no}} 已以 {{amount}} 投放，正在媒合中。',
    },
    launch_failed: {
      title: '投放失敗',
      content: '計畫 {{plan_no}} 無法投放，{{refund}} 已退回您的可用餘額。',
    },
    launch_completed: {
      title: '計畫已完成',
      content:
        '計畫 {{plan_no}} 預算已投放完畢：消耗 {{consumed}}，佣金 {{revenue}}，利潤 {{profit}}。佣金將於完成後 {{settlement_h}} 小時結算。',
    },
    settled: {
      title: '計畫已結算',
      content: '計畫 {{plan_no}} 已結算：佣金 {{revenue}} 已加入您的可用餘額。利潤：{{profit}}。',
    },
  },
  qa_scenario: {
    new_user: '狀態正常，餘額 0，未綁卡，未設 PIN，3 個待投放的推薦計畫，新人券可領取',
    funded: '可用餘額 10000.00（一筆已完成的承兌訂單），已綁定銀行卡，PIN 123456',
    plan_pending: '已儲值，帶有新帳戶的 3 個 pending_launch 推薦計畫（每種產品類型一個）',
    plan_running: '2 天前儲值；一個 1000.00 的計畫處於 in_progress，目前已消耗一半預算',
    plan_waiting_settlement:
      '已儲值；一個 1000.00 的計畫於 3 小時前全部消耗，處於 waiting_settlement（24 小時後結算）',
    plan_settled:
      '已儲值；一個 1000.00 的計畫已消耗並結算（交易紀錄 ad_billing、ad_serving、profit_sharing）',
    withdrawal_pending: '已儲值；一筆 500.00 的提領等待審核（可用餘額 9500.00）',
    pin_locked: '已儲值；連續 5 次輸錯 PIN：PIN 驗證鎖定 15 分鐘',
    unread_120: '有 120 則未讀通知的新帳戶（公告、維護、活動）',
    long_history: '最近 6 個月至少 500 筆交易紀錄：每月一筆儲值和 28 個執行至結算的計畫',
    inactive: '狀態 inactive：登入及所有呼叫皆回應 402（token 為 null）',
    disabled: '狀態 disabled：登入及所有呼叫皆回應 403（token 為 null）',
    cancelled: '狀態 cancelled：登入及所有呼叫皆回應 404（token 為 null）',
    session_expired: '狀態正常，但回傳的 token 已過期：以它發出的呼叫回應 503（重新登入即可）',
  },
  scenario_notice: {
    title: '情境通知 {{n}}',
    content: '第 {{n}} 則通知（共 {{count}} 則），由 QA 情境發送。',
  },
};
