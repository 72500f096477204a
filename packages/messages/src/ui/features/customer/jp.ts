import type { FeatureMessages } from '../types';
import type { en } from './en';

/** 日本語 */
export const jp: FeatureMessages<typeof en> = {
  hero_title: 'どのようなご用件ですか？',
  hero_text: 'プラン、ウォレット、アカウントに関するご質問に担当チームがお答えします。',
  online_title: 'オンラインカスタマーサービス',
  online_desc: 'プラン、支払い、アカウントについて担当者とチャットできます。',
  status_online: '対応中',
  reply_time: '通常数分以内に返信します',
  hours_label: '受付時間',
  hours_value: '毎日 09:00～22:00',
  languages_label: '対応言語',
  languages_value: 'アプリのすべての言語',
  contact_button: 'オンラインカスタマーサービスに連絡',
  not_configured_title: 'オンラインチャットはまだご利用いただけません',
  not_configured_text: 'フィードバックからメッセージを残してください。できるだけ早くご返信します。',
  faq_title: 'よくある質問',
  feedback_title: 'メッセージを残す',
  feedback_desc: 'お困りの内容をご記入ください。できるだけ早くご返信します。',
  feedback_button: 'フィードバックを送信',
  safety_note:
    'カスタマーサービスがログインパスワードや取引パスワードを尋ねることは決してありません。',
};
