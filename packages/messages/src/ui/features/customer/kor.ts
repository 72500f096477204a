import type { FeatureMessages } from '../types';
import type { en } from './en';

/** 한국어 */
export const kor: FeatureMessages<typeof en> = {
  hero_title: '무엇을 도와드릴까요?',
  hero_text: '플랜, 지갑, 계정에 관한 질문에 저희 팀이 답변해 드립니다.',
  online_title: '온라인 고객 센터',
  online_desc: '플랜, 결제, 계정 문제에 대해 상담원과 채팅하세요.',
  status_online: '상담 가능',
  reply_time: '보통 몇 분 안에 답변합니다',
  hours_label: '운영 시간',
  hours_value: '매일 09:00~22:00',
  languages_label: '지원 언어',
  languages_value: '앱의 모든 언어',
  contact_button: '온라인 고객 센터 문의',
  not_configured_title: '온라인 채팅은 아직 이용할 수 없습니다',
  not_configured_text: '피드백으로 메시지를 남겨 주시면 최대한 빨리 답변해 드리겠습니다.',
  faq_title: '자주 묻는 질문',
  feedback_title: '메시지 남기기',
  feedback_desc: '문제를 설명해 주시면 최대한 빨리 답변해 드리겠습니다.',
  feedback_button: '피드백 보내기',
  safety_note: '고객 센터는 절대 로그인 비밀번호나 거래 비밀번호를 묻지 않습니다.',
};
