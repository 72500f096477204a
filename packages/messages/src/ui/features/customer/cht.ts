import type { FeatureMessages } from '../types';
import type { en } from './en';

/** 繁體中文 */
export const cht: FeatureMessages<typeof en> = {
  hero_title: '需要什麼協助？',
  hero_text: '我們的團隊為您解答有關計畫、錢包與帳戶的問題。',
  online_title: '線上客服',
  online_desc: '與客服人員討論計畫、付款與帳戶相關問題。',
  status_online: '線上',
  reply_time: '通常幾分鐘內回覆',
  hours_label: '服務時間',
  hours_value: '每天 09:00–22:00',
  languages_label: '支援語言',
  languages_value: '應用程式的所有語言',
  contact_button: '聯絡線上客服',
  not_configured_title: '線上客服尚未開通',
  not_configured_text: '請透過意見回饋留言給我們，我們會盡快回覆您。',
  faq_title: '常見問題',
  feedback_title: '留言給我們',
  feedback_desc: '描述您遇到的問題，我們會盡快回覆。',
  feedback_button: '送出意見',
  safety_note: '客服絕不會向您索取登入密碼或交易密碼。',
};
