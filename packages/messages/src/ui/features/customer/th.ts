import type { FeatureMessages } from '../types';
import type { en } from './en';

/** ไทย */
export const th: FeatureMessages<typeof en> = {
  hero_title: 'ให้เราช่วยอะไรคุณได้บ้าง',
  hero_text: 'ทีมงานพร้อมตอบคำถามเกี่ยวกับแผน กระเป๋าเงิน และบัญชีของคุณ',
  online_title: 'ฝ่ายบริการลูกค้าออนไลน์',
  online_desc: 'แชทกับเจ้าหน้าที่เกี่ยวกับแผน การชำระเงิน และบัญชี',
  status_online: 'ออนไลน์',
  reply_time: 'โดยปกติตอบกลับภายในไม่กี่นาที',
  hours_label: 'เวลาให้บริการ',
  hours_value: 'ทุกวัน 09:00–22:00',
  languages_label: 'ภาษา',
  languages_value: 'ทุกภาษาของแอป',
  contact_button: 'ติดต่อฝ่ายบริการลูกค้าออนไลน์',
  not_configured_title: 'ยังไม่เปิดให้บริการแชทออนไลน์',
  not_configured_text: 'ฝากข้อความถึงเราผ่านข้อเสนอแนะ แล้วเราจะติดต่อกลับโดยเร็วที่สุด',
  faq_title: 'คำถามที่พบบ่อย',
  feedback_title: 'ฝากข้อความ',
  feedback_desc: 'อธิบายปัญหาของคุณ แล้วเราจะตอบกลับโดยเร็วที่สุด',
  feedback_button: 'ส่งข้อเสนอแนะ',
  safety_note: 'ฝ่ายบริการลูกค้าจะไม่ขอรหัสผ่านเข้าสู่ระบบหรือรหัสผ่านธุรกรรมของคุณเด็ดขาด',
};
