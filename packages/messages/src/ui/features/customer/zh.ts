import type { FeatureMessages } from '../types';
import type { en } from './en';

/** 简体中文 */
export const zh: FeatureMessages<typeof en> = {
  hero_title: '需要什么帮助？',
  hero_text: '我们的团队为您解答有关计划、钱包和账户的问题。',
  online_title: '在线客服',
  online_desc: '与客服人员沟通计划、支付和账户相关问题。',
  status_online: '在线',
  reply_time: '通常几分钟内回复',
  hours_label: '服务时间',
  hours_value: '每天 09:00–22:00',
  languages_label: '支持语言',
  languages_value: '应用的所有语言',
  contact_button: '联系在线客服',
  not_configured_title: '在线客服暂未开通',
  not_configured_text: '请通过意见反馈给我们留言，我们会尽快回复您。',
  faq_title: '常见问题',
  feedback_title: '给我们留言',
  feedback_desc: '描述您遇到的问题，我们会尽快回复。',
  feedback_button: '提交反馈',
  safety_note: '客服绝不会向您索要登录密码或交易密码。',
};
