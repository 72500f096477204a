import type { PlatformMessages } from './types';

/** Korean platform texts. */
export const kor: PlatformMessages = {
  product: {
    video_1: {
      name: '여름 스니커즈 출시 — 15초 영상',
      description:
        '여름 스니커즈 컬렉션을 소개하는 15초 세로형 제품 영상으로, 숏폼 영상 피드에 노출됩니다.',
    },
    video_2: {
      name: '스마트 홈 허브 — 설명 영상',
      description:
        '스마트 홈 허브를 소개하는 30초 설명 영상으로, 테크 리뷰 전과 중간에 노출됩니다.',
    },
    landing_page_1: {
      name: '유기농 스킨케어 — 랜딩 페이지',
      description:
        '기간 한정 번들 혜택이 있는 유기농 스킨케어 스타터 키트 모바일 랜딩 페이지입니다.',
    },
    landing_page_2: {
      name: '어학 강좌 — 신청 페이지',
      description: '학생과 여행자를 대상으로 한 30일 온라인 어학 강좌 신청 랜딩 페이지입니다.',
    },
    game_1: {
      name: '킹덤 빌더스 — 모바일 전략 게임',
      description: '중세 도시 건설 전략 게임의 설치 캠페인입니다.',
      game_description:
        '왕국을 건설하고 동맹을 맺으며 전 세계 플레이어와의 실시간 전투에서 성벽을 지키세요.',
    },
    game_2: {
      name: '버블 팝 사가 — 캐주얼 퍼즐 게임',
      description: '일일 도전 과제가 있는 캐주얼 버블 슈터 퍼즐 게임의 설치 캠페인입니다.',
      game_description:
        '500개 레벨에서 알록달록한 버블을 맞추고 터뜨리세요. 오프라인으로 즐기고 부스터를 모아 친구를 이기세요.',
    },
  },
  plan: {
    content: '{{name}}: {{description}}',
    rules:
      '집행 후 플랜은 {{matching_s}}초 동안 매칭되며, 이후 예산이 {{run_h}}시간에 걸쳐 균등하게 집행됩니다. 커미션: 집행된 예산의 {{percent}}%, 완료 {{settlement_h}}시간 후 정산됩니다.',
    targeting: {
      video: '18–45세 · 숏폼 영상 시청자 · 전 지역 · 모든 기기',
      landing_page: '22–55세 · 온라인 쇼핑 이용자 · 전 지역 · 모바일 및 PC',
      game: '16–40세 · 모바일 게이머 · 전 지역 · Android 및 iOS',
    },
  },
  coupon: {
    newcomer: '신규 가입 쿠폰',
    daily_boost: '데일리 부스트',
  },
  flow: {
    deposit: '입금',
    acceptance_deposit: '인수 주문 #{{id}} ({{acceptor}})',
    withdrawal: '출금 #{{id}} → {{account}}',
    withdrawal_refund: '출금 #{{id}} 거절: 환불',
  },
  notice: {
    new_placements: {
      title: '새 광고 지면 오픈',
      content:
        '이제 게임 설치 캠페인을 보상형 동영상 지면에서 집행할 수 있습니다. 플랜 목록에서 새 제안을 확인하세요.',
    },
    maintenance_sunday: {
      title: '일요일 정기 점검 안내',
      content:
        '일요일 02:00~04:00(UTC)에 플랫폼 점검이 진행됩니다. 진행 중인 플랜에는 영향이 없습니다.',
    },
    daily_boost_back: {
      title: '데일리 부스트 쿠폰이 돌아왔습니다',
      content:
        '쿠폰 센터에서 데일리 부스트 쿠폰을 받으세요. 다음 플랜 {{discount}}% 할인, 최대 {{limit}}.',
    },
    welcome: {
      title: '광고 센터에 오신 것을 환영합니다',
      content:
        '스토어가 준비되었습니다. 플랜 목록에서 첫 플랜을 집행하고 집행 현황을 실시간으로 확인하세요.',
    },
    settlement_schedule: {
      title: '정산 일정 변경 안내',
      content: '이제 커미션은 플랜 완료 24시간 후, 요일과 관계없이 매일 정산됩니다.',
    },
    maintenance_done: {
      title: '점검 완료',
      content: '어젯밤 데이터베이스 점검이 예정보다 일찍 끝났습니다. 기다려 주셔서 감사합니다.',
    },
    withdrawal_upgrade: {
      title: '출금 채널 업그레이드',
      content: '채널 업그레이드 중 은행 출금이 30분간 중단되었습니다. 모든 요청이 처리되었습니다.',
    },
    newcomer_coupon: {
      title: '신규 가입 쿠폰',
      content:
        '신규 스토어는 {{threshold}} 이상 첫 플랜에서 {{amount}} 할인을 받습니다. 쿠폰 센터에서 받으세요.',
    },
    weekend_bonus: {
      title: '주말 트래픽 보너스',
      content: '이번 주말에 집행한 플랜은 게임 카테고리에서 추가 노출을 받습니다.',
    },
  },
  event: {
    deposit_credited: {
      title: '입금 완료',
      content: '인수 주문 #{{id}}의 금액({{amount}})이 사용 가능 잔액에 추가되었습니다.',
    },
    acceptance_cancelled: {
      title: '인수 주문 취소',
      content: '인수 주문 #{{id}} 건이 취소되었습니다. 입금이나 청구된 금액은 없습니다.',
    },
    withdrawal_approved: {
      title: '출금 승인',
      content: '{{amount}} 출금 #{{id}} 건이 승인되어 다음 계정으로 지급되었습니다: {{account}}.',
    },
    withdrawal_rejected: {
      title: '출금 거절',
      content:
        '{{amount}} 출금 #{{id}} 건이 거절되었습니다. 금액은 사용 가능 잔액으로 반환되었습니다.',
    },
    plan_launched: {
      title: '플랜 집행 시작',
      content: '플랜 {{plan_no}}의 집행이 시작되어 매칭 중입니다. 집행 금액: {{amount}}.',
    },
    launch_failed: {
      title: '집행 실패',
      content:
        '플랜 {{plan_no}}의 예산을 집행할 수 없었습니다. 사용 가능 잔액으로 환불된 금액: {{refund}}.',
    },
    launch_completed: {
      title: '플랜 완료',
      content:
        '플랜 {{plan_no}}의 예산 집행이 끝났습니다: 소진 {{consumed}}, 커미션 {{revenue}}, 수익 {{profit}}. 커미션은 완료 {{settlement_h}}시간 후 정산됩니다.',
    },
    settled: {
      title: '플랜 정산 완료',
      content:
        '플랜 {{plan_no}}의 정산이 완료되었습니다. 사용 가능 잔액에 추가된 커미션: {{revenue}}. 수익: {{profit}}.',
    },
  },
  qa_scenario: {
    new_user: '활성, 잔액 0, 카드 없음, PIN 없음, 집행할 제안 3개, 신규 회원 쿠폰 수령 가능',
    funded: '사용 가능 10000.00(완료된 인수 주문 1건), 은행 카드 등록됨, PIN 123456',
    plan_pending: '입금 완료, 새 계정의 pending_launch 제안 3개(상품 유형별 1개)',
    plan_running: '2일 전 입금 완료; 1000.00 플랜이 in_progress 상태이며 현재 예산의 절반 소진',
    plan_waiting_settlement:
      '입금 완료; 1000.00 플랜이 3시간 전에 모두 소진되어 waiting_settlement 상태(24시간 후 정산)',
    plan_settled:
      '입금 완료; 1000.00 플랜 소진 및 정산 완료(거래 내역 ad_billing, ad_serving, profit_sharing)',
    withdrawal_pending: '입금 완료; 500.00 출금이 심사 대기 중(사용 가능 9500.00)',
    pin_locked: '입금 완료; PIN 5회 연속 오류: PIN 확인이 15분간 잠김',
    unread_120: '읽지 않은 알림 120개가 있는 새 계정(공지, 점검, 이벤트)',
    long_history: '최근 6개월간 거래 내역 500건 이상: 매달 입금 1회와 정산까지 진행된 플랜 28개',
    inactive: '상태 inactive: 로그인과 모든 호출이 402로 응답(token은 null)',
    disabled: '상태 disabled: 로그인과 모든 호출이 403으로 응답(token은 null)',
    cancelled: '상태 cancelled: 로그인과 모든 호출이 404로 응답(token은 null)',
    session_expired:
      '활성이지만 반환된 token이 만료됨: 이 token으로 한 호출은 503으로 응답(다시 로그인하면 됨)',
  },
  scenario_notice: {
    title: '시나리오 알림 {{n}}',
    content: '{{count}}개 중 {{n}}번째 알림입니다. QA 시나리오에서 보냈습니다.',
  },
};
