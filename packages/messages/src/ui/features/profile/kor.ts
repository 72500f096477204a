import type { FeatureMessages } from '../types';
import type { en } from './en';

export const kor: FeatureMessages<typeof en> = {
  avatar_alt: '프로필 사진',
  change_avatar: '프로필 사진 변경',
  uid_line: '운영자 ID {{uid}}',
  personal_info: '개인 정보',
  nickname: '닉네임',
  nickname_placeholder: '닉네임을 입력하세요',
  save_changes: '변경 사항 저장',
  account: '계정',
  uid: '운영자 ID',
  entry: '가입 방식',
  entry_register: '라이선스 키로 가입',
  entry_code: '인증 코드로 개설',
  security: '보안',
  login_password: '로그인 비밀번호',
  pay_password: '거래 비밀번호',
  change: '변경',
  not_set: '미설정',
};
