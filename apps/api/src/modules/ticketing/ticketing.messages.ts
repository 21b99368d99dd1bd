import type { Language } from '@sapar/contracts';

/** The ticket email (ticket.mail.tsx), merged into the API's catalogue (i18n/messages.ts). */
export const TICKETING_MESSAGES = {
  ticket_mail_subject: {
    ru: 'Sapar: билеты по заказу {number} выписаны',
    ky: 'Sapar: {number} буйрутмасы боюнча билеттер жазылды',
    en: 'Sapar: your tickets for booking {number}',
    tr: 'Sapar: {number} rezervasyonunuzun biletleri',
    zh: 'Sapar：订单 {number} 已出票',
  },
  ticket_mail_heading: {
    ru: 'Билеты выписаны',
    ky: 'Билеттер жазылды',
    en: 'Your tickets are issued',
    tr: 'Biletleriniz düzenlendi',
    zh: '机票已出票',
  },
  ticket_mail_intro: {
    ru: 'Спасибо за покупку! Заказ {number} оплачен, электронные билеты выписаны.',
    ky: 'Сатып алганыңыз үчүн рахмат! {number} буйрутмасы төлөндү, электрондук билеттер жазылды.',
    en: 'Thank you for your purchase! Booking {number} is paid and your e-tickets are issued.',
    tr: 'Satın aldığınız için teşekkürler! {number} rezervasyonu ödendi, e-biletleriniz düzenlendi.',
    zh: '感谢您的购买！订单 {number} 已付款，电子客票已出票。',
  },
  ticket_mail_exchange_heading: {
    ru: 'Обмен оформлен',
    ky: 'Алмаштыруу таризделди',
    en: 'Your exchange is done',
    tr: 'Değişikliğiniz tamamlandı',
    zh: '改签已完成',
  },
  ticket_mail_exchange_intro: {
    ru: 'Обмен билетов заказа {previous} оплачен. Новые электронные билеты выписаны в заказе {number}; билеты заказа {previous} больше не действуют.',
    ky: '{previous} буйрутмасынын билеттерин алмаштыруу төлөндү. Жаңы электрондук билеттер {number} буйрутмасында жазылды; {previous} буйрутмасынын билеттери мындан ары жарактуу эмес.',
    en: 'The exchange of booking {previous} is paid. Your new e-tickets are issued in booking {number}; the tickets of booking {previous} are no longer valid.',
    tr: '{previous} rezervasyonunun değişikliği ödendi. Yeni e-biletleriniz {number} rezervasyonunda düzenlendi; {previous} rezervasyonunun biletleri artık geçerli değil.',
    zh: '订单 {previous} 的改签已付款。新的电子客票已在订单 {number} 中出票；订单 {previous} 的机票不再有效。',
  },
  ticket_mail_manage: {
    ru: 'В заказе можно скачать квитанцию, а также вернуть или обменять билеты, если это позволяет тариф.',
    ky: 'Буйрутмадан дүмүрчөктү жүктөп алсаңыз болот, ошондой эле тариф уруксат берсе, билеттерди кайтарып же алмаштырсаңыз болот.',
    en: 'In the booking you can download the receipt, and refund or change the tickets if the fare allows it.',
    tr: 'Rezervasyonda makbuzu indirebilir, tarife izin veriyorsa biletleri iade edebilir veya değiştirebilirsiniz.',
    zh: '您可以在订单中下载行程单，并在票价规则允许时退票或改签。',
  },
  ticket_mail_receipt_link: {
    ru: 'Скачать маршрутную квитанцию (PDF)',
    ky: 'Маршрут дүмүрчөгүн жүктөп алуу (PDF)',
    en: 'Download the itinerary receipt (PDF)',
    tr: 'Seyahat makbuzunu indir (PDF)',
    zh: '下载行程单（PDF）',
  },
  ticket_mail_attached: {
    ru: 'Маршрутная квитанция также приложена к письму.',
    ky: 'Маршрут дүмүрчөгү катка да тиркелди.',
    en: 'The itinerary receipt is also attached to this email.',
    tr: 'Seyahat makbuzu bu e-postaya da eklenmiştir.',
    zh: '行程单也已作为附件随本邮件发送。',
  },
  ticket_mail_paid: {
    ru: 'Оплачено',
    ky: 'Төлөндү',
    en: 'Amount paid',
    tr: 'Ödenen tutar',
    zh: '已付金额',
  },
  ticket_mail_layover: {
    ru: 'Пересадка в городе {city}: {duration}',
    ky: '{city} шаарында которулуу: {duration}',
    en: 'Change of planes in {city}: {duration}',
    tr: '{city} aktarması: {duration}',
    zh: '在{city}转机：{duration}',
  },
  ticket_mail_flight_time: {
    ru: 'В пути {duration}',
    ky: 'Жолдо {duration}',
    en: 'Flight time {duration}',
    tr: 'Uçuş süresi {duration}',
    zh: '飞行时间 {duration}',
  },
} satisfies Record<string, Record<Language, string>>;
