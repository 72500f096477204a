import type { PlatformMessages } from './types';

/** Japanese platform texts. */
export const jp: PlatformMessages = {
  product: {
    video_1: {
      name: 'サマースニーカー新作 — 15秒動画',
      description:
        '夏のスニーカーコレクションを紹介する15秒の縦型商品動画。ショート動画フィードに配信します。',
    },
    video_2: {
      name: 'スマートホームハブ — 解説動画',
      description:
        'スマートホームハブを紹介する30秒の解説動画。テック系レビューの前や合間に表示します。',
    },
    landing_page_1: {
      name: 'オーガニックスキンケア — ランディングページ',
      description:
        'オーガニックスキンケアのスターターキットを期間限定のセット価格で紹介するモバイル向けランディングページ。',
    },
    landing_page_2: {
      name: '語学コース — 申込ページ',
      description: '学生や旅行者を対象にした30日間オンライン語学コースの申込ランディングページ。',
    },
    game_1: {
      name: 'キングダムビルダーズ — モバイル戦略ゲーム',
      description: '中世の街づくり戦略ゲームのインストールキャンペーン。',
      game_description:
        '王国を築き、同盟を結び、世界中のプレイヤーとのリアルタイムバトルで城壁を守りましょう。',
    },
    game_2: {
      name: 'バブルポップ・サーガ — カジュアルパズルゲーム',
      description:
        'デイリーチャレンジ付きのカジュアルなバブルシューターパズルのインストールキャンペーン。',
      game_description:
        '500ステージでカラフルなバブルをそろえて割りましょう。オフラインで遊べて、ブースターを集めて友達に勝てます。',
    },
  },
  plan: {
    content: '{{name}}：{{description}}',
    rules:
      '開始後、プランは{{matching_s}}秒間マッチングされ、その後予算が{{run_h}}時間かけて均等に配信されます。コミッション：配信済み予算の{{percent}}%、完了から{{settlement_h}}時間後に精算されます。',
    targeting: {
      video: '18〜45歳・ショート動画視聴者・全地域・全デバイス',
      landing_page: '22〜55歳・オンラインショッピング利用者・全地域・モバイルとPC',
      game: '16〜40歳・モバイルゲーマー・全地域・AndroidとiOS',
    },
  },
  coupon: {
    newcomer: '新規クーポン',
    daily_boost: 'デイリーブースト',
  },
  flow: {
    deposit: '入金',
    acceptance_deposit: '引受注文 #{{id}}（{{acceptor}}）',
    withdrawal: '出金 #{{id}}（{{account}} 宛）',
    withdrawal_refund: '出金 #{{id}} 却下：返金',
  },
  notice: {
    new_placements: {
      title: '新しい広告枠が利用可能に',
      content:
        'ゲームのインストールキャンペーンをリワード動画枠で配信できるようになりました。プラン一覧で新しいオファーをご確認ください。',
    },
    maintenance_sunday: {
      title: '日曜日の定期メンテナンス',
      content:
        '日曜日の02:00〜04:00（UTC）にプラットフォームのメンテナンスを行います。配信中のプランに影響はありません。',
    },
    daily_boost_back: {
      title: 'デイリーブーストクーポンが復活',
      content:
        'クーポンセンターでデイリーブーストクーポンを受け取りましょう。次のプランが{{discount}}%オフ（最大{{limit}}）。',
    },
    welcome: {
      title: '広告センターへようこそ',
      content:
        'ストアの準備ができました。プラン一覧から最初のプランを開始し、配信状況をリアルタイムで確認しましょう。',
    },
    settlement_schedule: {
      title: '精算スケジュールの更新',
      content: 'コミッションは、プラン完了から24時間後に毎日精算されるようになりました。',
    },
    maintenance_done: {
      title: 'メンテナンス完了',
      content:
        '昨夜のデータベースメンテナンスは予定より早く完了しました。ご協力ありがとうございました。',
    },
    withdrawal_upgrade: {
      title: '出金チャネルのアップグレード',
      content:
        'チャネルのアップグレード中、銀行出金を30分間停止しました。すべての申請は処理済みです。',
    },
    newcomer_coupon: {
      title: '新規クーポン',
      content:
        '新規ストアは{{threshold}}以上の最初のプランが{{amount}}オフになります。クーポンセンターで受け取ってください。',
    },
    weekend_bonus: {
      title: '週末トラフィックボーナス',
      content: '今週末に開始したプランは、ゲームカテゴリでの表示回数が上乗せされます。',
    },
  },
  event: {
    deposit_credited: {
      title: '入金が反映されました',
      content: '引受注文 #{{id}} の {{amount}} が利用可能残高に追加されました。',
    },
    acceptance_cancelled: {
      title: '引受注文がキャンセルされました',
      content: '引受注文 #{{id}} はキャンセルされました。入金・請求はありません。',
    },
    withdrawal_approved: {
      title: '出金が承認されました',
      content: '出金 #{{id}}（{{amount}}）が承認され、{{account}} に支払われました。',
    },
    withdrawal_rejected: {
      title: '出金が却下されました',
      content: '出金 #{{id}}（{{amount}}）は却下されました。金額は利用可能残高に返金されました。',
    },
    plan_launched: {
      title: 'プランを開始しました',
      content: 'プラン {{plan_no}} を {{amount}} で開始しました。現在マッチング中です。',
    },
    launch_failed: {
      title: '配信に失敗しました',
      content:
        'プラン {{plan_no}} は配信できませんでした。{{refund}} を利用可能残高に返金しました。',
    },
    launch_completed: {
      title: 'プランが完了しました',
      content:
        'プラン {{plan_no}} は予算を配信しました：消化 {{consumed}}、コミッション {{revenue}}、利益 {{profit}}。コミッションは完了から{{settlement_h}}時間後に精算されます。',
    },
    settled: {
      title: 'プランが精算されました',
      content:
        'プラン {{plan_no}} が精算されました：コミッション {{revenue}} を利用可能残高に追加しました。利益：{{profit}}。',
    },
  },
  qa_scenario: {
    new_user:
      '有効、残高 0、カードなし、PIN なし、配信できるオファー 3 件、新規ユーザークーポン受け取り可能',
    funded: '利用可能 10000.00（完了した引受注文 1 件）、銀行カード紐付け済み、PIN 123456',
    plan_pending:
      '入金済み。新規アカウントの pending_launch のオファー 3 件（商品タイプごとに 1 件）',
    plan_running: '2 日前に入金済み。1000.00 のプランが in_progress で、現在予算の半分を消化',
    plan_waiting_settlement:
      '入金済み。1000.00 のプランが 3 時間前に全額消化され waiting_settlement（24 時間後に精算）',
    plan_settled:
      '入金済み。1000.00 のプランが消化・精算済み（取引 ad_billing、ad_serving、profit_sharing）',
    withdrawal_pending: '入金済み。500.00 の出金が審査待ち（利用可能 9500.00）',
    pin_locked: '入金済み。PIN を 5 回続けて誤入力：PIN の確認が 15 分間ロック',
    unread_120: '未読の通知 120 件がある新規アカウント（お知らせ、メンテナンス、キャンペーン）',
    long_history: '過去 6 か月で 500 件以上の取引：毎月入金 1 回と、精算まで進むプラン 28 件',
    inactive: 'ステータス inactive：ログインとすべての呼び出しが 402 を返す（token は null）',
    disabled: 'ステータス disabled：ログインとすべての呼び出しが 403 を返す（token は null）',
    cancelled: 'ステータス cancelled：ログインとすべての呼び出しが 404 を返す（token は null）',
    session_expired:
      '有効だが、返された token は期限切れ：それを使った呼び出しは 503 を返す（再ログインは可能）',
  },
  scenario_notice: {
    title: 'シナリオのお知らせ {{n}}',
    content: '{{count}} 件中 {{n}} 件目のお知らせです。QA シナリオから送信されました。',
  },
};
