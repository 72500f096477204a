import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Tiếng Việt */
export const vi: FeatureMessages<typeof en> = {
  hero_title: 'Chúng tôi có thể giúp gì cho bạn?',
  hero_text: 'Đội ngũ của chúng tôi giải đáp thắc mắc về kế hoạch, ví và tài khoản của bạn.',
  chat_title: 'Trò chuyện với đội ngũ hỗ trợ',
  chat_desc:
    'Nhắn cho chúng tôi ngay trong ứng dụng. Đội ngũ hỗ trợ trả lời trong cuộc trò chuyện này và câu trả lời mới được đánh dấu tại đây.',
  chat_open: 'Mở cuộc trò chuyện',
  chat_unread: 'Câu trả lời mới: {{count}}',
  external_button: 'Mở kênh chat bên ngoài',
  sign_in_title: 'Đăng nhập để trò chuyện với chúng tôi',
  sign_in_text:
    'Cuộc trò chuyện gắn với tài khoản của bạn: hãy đăng nhập để nhắn tin và đọc câu trả lời.',
  sign_in_button: 'Đăng nhập',
  thread_title: 'Trò chuyện với hỗ trợ',
  back: 'Quay lại chăm sóc khách hàng',
  empty_title: 'Chưa có tin nhắn',
  empty_text: 'Hãy cho chúng tôi biết bạn cần hỗ trợ gì. Đội ngũ hỗ trợ sẽ trả lời tại đây.',
  load_failed: 'Không tải được cuộc trò chuyện.',
  retry: 'Thử lại',
  load_earlier: 'Tải tin nhắn cũ hơn',
  input_label: 'Tin nhắn của bạn',
  input_placeholder: 'Nhập tin nhắn…',
  send: 'Gửi',
  sending: 'Đang gửi…',
  send_failed: 'Chưa gửi được.',
  retry_send: 'Gửi lại',
  sender_you: 'Bạn',
  sender_support: 'Đội ngũ hỗ trợ',
  automatic: 'Trả lời tự động',
  new_replies: 'Câu trả lời mới',
  stale: 'Không kiểm tra được câu trả lời mới.',
  faq_title: 'Câu hỏi thường gặp',
  feedback_title: 'Để lại tin nhắn',
  feedback_desc: 'Mô tả vấn đề của bạn, chúng tôi sẽ phản hồi sớm nhất có thể.',
  feedback_button: 'Gửi góp ý',
  safety_note:
    'Bộ phận chăm sóc khách hàng sẽ không bao giờ hỏi mật khẩu đăng nhập hay mật khẩu giao dịch của bạn.',
};
