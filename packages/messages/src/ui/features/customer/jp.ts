import type { FeatureMessages } from '../types';
import type { en } from './en';

/** 日本語 */
export const jp: FeatureMessages<typeof en> = {
  hero_title: 'どのようなご用件ですか？',
  hero_text: 'プラン、ウォレット、アカウントに関するご質問に担当チームがお答えします。',
  chat_title: 'サポートチームとのチャット',
  chat_desc:
    'アプリからメッセージを送れます。サポートチームがこの会話でお返事し、新しい返信はここに表示されます。',
  chat_open: '会話を開く',
  chat_unread: '新しい返信：{{count}}件',
  external_button: '外部チャットを開く',
  sign_in_title: 'ログインしてチャット',
  sign_in_text:
    '会話はアカウントに紐づいています。ログインするとメッセージの送信と返信の確認ができます。',
  sign_in_button: 'ログイン',
  thread_title: 'サポートとの会話',
  back: 'カスタマーサービスに戻る',
  empty_title: 'メッセージはまだありません',
  empty_text: 'お困りの内容をお書きください。サポートチームがここでお返事します。',
  load_failed: '会話を読み込めませんでした。',
  retry: '再試行',
  load_earlier: '以前のメッセージを読み込む',
  input_label: 'メッセージ',
  input_placeholder: 'メッセージを入力…',
  send: '送信',
  sending: '送信中…',
  send_failed: '送信できませんでした。',
  retry_send: '再送信',
  sender_you: 'あなた',
  sender_support: 'サポートチーム',
  automatic: '自動返信',
  new_replies: '新しい返信',
  stale: '新しい返信を確認できませんでした。',
  faq_title: 'よくある質問',
  feedback_title: 'メッセージを残す',
  feedback_desc: 'お困りの内容をご記入ください。できるだけ早くご返信します。',
  feedback_button: 'フィードバックを送信',
  safety_note:
    'カスタマーサービスがログインパスワードや取引パスワードを尋ねることは決してありません。',
};
