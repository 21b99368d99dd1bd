import type { Language } from '@sapar/contracts';

/** Messages of the staff API, merged into the API's catalogue (i18n/messages.ts). */
export const STAFF_MESSAGES = {
  service_request_not_found: {
    ru: 'Заявка не найдена.',
    ky: 'Арыз табылган жок.',
    en: 'Request not found.',
    tr: 'Talep bulunamadı.',
    zh: '未找到该申请。',
  },
  staff_answer_sent: {
    ru: 'Ответ сохранён и отправлен на {email}.',
    ky: 'Жооп сакталды жана {email} дарегине жөнөтүлдү.',
    en: 'The answer is saved and emailed to {email}.',
    tr: 'Yanıt kaydedildi ve {email} adresine gönderildi.',
    zh: '答复已保存并发送至 {email}。',
  },
  staff_answer_no_email: {
    ru: 'Ответ сохранён, но не отправлен: в заявке нет электронной почты. Свяжитесь с отправителем по телефону {phone}.',
    ky: 'Жооп сакталды, бирок жөнөтүлгөн жок: арызда электрондук почта жок. Жөнөтүүчү менен {phone} телефону аркылуу байланышыңыз.',
    en: 'The answer is saved but not sent: the request has no email. Contact the sender by phone: {phone}.',
    tr: 'Yanıt kaydedildi ancak gönderilmedi: talepte e-posta adresi yok. Gönderenle {phone} numaralı telefondan iletişime geçin.',
    zh: '答复已保存，但未发送：该申请没有电子邮箱。请致电 {phone} 联系申请人。',
  },
  staff_answer_mail_failed: {
    ru: 'Ответ сохранён, но письмо на {email} не отправлено. Повторите ответ позже.',
    ky: 'Жооп сакталды, бирок {email} дарегине кат жөнөтүлгөн жок. Кийинчерээк кайра жооп бериңиз.',
    en: 'The answer is saved, but the email to {email} could not be sent. Please answer again later.',
    tr: 'Yanıt kaydedildi ancak {email} adresine e-posta gönderilemedi. Lütfen daha sonra tekrar yanıtlayın.',
    zh: '答复已保存，但发送至 {email} 的邮件失败。请稍后再次答复。',
  },
} satisfies Record<string, Record<Language, string>>;
