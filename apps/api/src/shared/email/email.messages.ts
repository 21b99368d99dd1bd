import type { Language } from '@sapar/contracts';

/** The words every email shares (layout, greeting, links), merged into the API's catalogue (i18n/messages.ts). */
export const EMAIL_MESSAGES = {
  mail_team: {
    ru: 'Команда Sapar',
    ky: 'Sapar командасы',
    en: 'The Sapar team',
    tr: 'Sapar ekibi',
    zh: 'Sapar 团队',
  },
  mail_tagline: {
    ru: 'Авиабилеты онлайн',
    ky: 'Авиабилеттер онлайн',
    en: 'Air tickets online',
    tr: 'Çevrimiçi uçak biletleri',
    zh: '在线机票',
  },
  mail_contacts: {
    ru: 'Мы на связи',
    ky: 'Байланышта турабыз',
    en: 'Get in touch',
    tr: 'Bize ulaşın',
    zh: '联系我们',
  },
  /** The transactional footer: why this email came, and that replies to it are not read. */
  mail_footer_note: {
    ru: 'Это служебное письмо о ваших заказах и заявках в Sapar, поэтому от него нельзя отписаться. Ответы на него не читаются: звоните или пишите на {email}.',
    ky: 'Бул Sapar’дагы буйрутмаларыңыз жана арыздарыңыз тууралуу кызматтык кат, ошондуктан андан баш тартууга болбойт. Ага жооп окулбайт: чалыңыз же {email} дарегине жазыңыз.',
    en: 'This is a service email about your Sapar bookings and requests, so there is nothing to unsubscribe from. Replies to it are not read: call us or write to {email}.',
    tr: 'Bu, Sapar’daki rezervasyonlarınız ve talepleriniz hakkında bir hizmet e-postasıdır; bu nedenle abonelikten çıkılamaz. Yanıtlar okunmaz: bizi arayın veya {email} adresine yazın.',
    zh: '这是关于您在 Sapar 的订单和申请的服务邮件，因此无法退订。回复本邮件不会被阅读：请致电或发送邮件至 {email}。',
  },
  mail_order_number: {
    ru: 'Номер заказа',
    ky: 'Буйрутманын номери',
    en: 'Booking reference',
    tr: 'Rezervasyon kodu',
    zh: '订单号',
  },
  mail_open_order: {
    ru: 'Открыть заказ',
    ky: 'Буйрутманы ачуу',
    en: 'Open the booking',
    tr: 'Rezervasyonu aç',
    zh: '打开订单',
  },
  mail_link_fallback: {
    ru: 'Если кнопка не открывается, скопируйте ссылку в браузер:',
    ky: 'Баскыч ачылбаса, шилтемени браузерге көчүрүңүз:',
    en: 'If the button does not open, copy this link into your browser:',
    tr: 'Düğme açılmazsa bu bağlantıyı tarayıcınıza kopyalayın:',
    zh: '如果按钮无法打开，请将以下链接复制到浏览器中：',
  },
} satisfies Record<string, Record<Language, string>>;
