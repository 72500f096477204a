import type { FeatureMessages } from '../types';
import type { en } from './en';

/** 한국어 */
export const kor: FeatureMessages<typeof en> = {
  hero_title: '무엇을 도와드릴까요?',
  hero_text: '플랜, 지갑, 계정에 관한 질문에 저희 팀이 답변해 드립니다.',
  chat_title: '고객지원팀과 채팅',
  chat_desc:
    '앱에서 메시지를 보내 주세요. 고객지원팀이 이 대화에서 답변하며, 새 답변은 여기에 표시됩니다.',
  chat_open: '대화 열기',
  chat_unread: '새 답변: {{count}}',
  external_button: '외부 채팅 열기',
  sign_in_title: '로그인하고 채팅하기',
  sign_in_text:
    '대화는 계정에 연결되어 있습니다. 로그인하면 메시지를 보내고 답변을 확인할 수 있습니다.',
  sign_in_button: '로그인',
  thread_title: '고객지원 대화',
  back: '고객 센터로 돌아가기',
  empty_title: '아직 메시지가 없습니다',
  empty_text: '도움이 필요한 내용을 알려 주세요. 고객지원팀이 여기에서 답변해 드립니다.',
  load_failed: '대화를 불러오지 못했습니다.',
  retry: '다시 시도',
  load_earlier: '이전 메시지 불러오기',
  input_label: '메시지',
  input_placeholder: '메시지를 입력하세요…',
  send: '보내기',
  sending: '보내는 중…',
  send_failed: '전송되지 않았습니다.',
  retry_send: '다시 보내기',
  sender_you: '나',
  sender_support: '고객지원팀',
  automatic: '자동 답변',
  new_replies: '새 답변',
  stale: '새 답변을 확인하지 못했습니다.',
  faq_title: '자주 묻는 질문',
  feedback_title: '메시지 남기기',
  feedback_desc: '문제를 설명해 주시면 최대한 빨리 답변해 드리겠습니다.',
  feedback_button: '피드백 보내기',
  safety_note: '고객 센터는 절대 로그인 비밀번호나 거래 비밀번호를 묻지 않습니다.',
};
