import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Tiếng Việt */
export const vi: FeatureMessages<typeof en> = {
  hero_title: 'Chúng tôi có thể giúp gì cho bạn?',
  hero_text: 'Đội ngũ của chúng tôi giải đáp thắc mắc về kế hoạch, ví và tài khoản của bạn.',
  online_title: 'Chăm sóc khách hàng trực tuyến',
  online_desc: 'Trò chuyện với nhân viên về kế hoạch, thanh toán và tài khoản.',
  status_online: 'Trực tuyến',
  reply_time: 'Thường phản hồi trong vài phút',
  hours_label: 'Giờ phục vụ',
  hours_value: 'Hằng ngày, 09:00–22:00',
  languages_label: 'Ngôn ngữ',
  languages_value: 'Tất cả ngôn ngữ của ứng dụng',
  contact_button: 'Liên hệ chăm sóc khách hàng trực tuyến',
  not_configured_title: 'Trò chuyện trực tuyến chưa khả dụng',
  not_configured_text: 'Hãy để lại tin nhắn qua mục Góp ý, chúng tôi sẽ phản hồi sớm nhất có thể.',
  faq_title: 'Câu hỏi thường gặp',
  feedback_title: 'Để lại tin nhắn',
  feedback_desc: 'Mô tả vấn đề của bạn, chúng tôi sẽ phản hồi sớm nhất có thể.',
  feedback_button: 'Gửi góp ý',
  safety_note:
    'Bộ phận chăm sóc khách hàng sẽ không bao giờ hỏi mật khẩu đăng nhập hay mật khẩu giao dịch của bạn.',
};
