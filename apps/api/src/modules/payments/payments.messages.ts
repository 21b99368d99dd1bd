import type { Language } from '@sapar/contracts';

/** Messages of payments, refunds owed and reconciliation, merged into the API's catalogue (i18n/messages.ts). */
export const PAYMENTS_MESSAGES = {
  payment_in_progress: {
    ru: 'Банк проверяет введённый код. Дождитесь результата, прежде чем запрашивать новый код.',
    ky: 'Банк киргизилген кодду текшерип жатат. Жаңы код сураардан мурун жыйынтыкты күтүңүз.',
    en: 'The bank is checking the code you entered. Wait for the result before asking for a new code.',
    tr: 'Banka girdiğiniz kodu kontrol ediyor. Yeni kod istemeden önce sonucu bekleyin.',
    zh: '银行正在核验您输入的验证码。请等待结果后再申请新的验证码。',
  },
  payment_duplicate_refunded: {
    ru: 'Этот платёж не понадобился: заказ уже оплачен или был запрошен новый код. Деньги возвращены на ваш счёт.',
    ky: 'Бул төлөм керек болгон жок: буйрутма мурунтан төлөнгөн же жаңы код суралган. Акча эсебиңизге кайтарылды.',
    en: 'This payment was not needed: the order was already paid or a new code had been requested. The money has been refunded to your account.',
    tr: 'Bu ödemeye gerek kalmadı: sipariş zaten ödenmişti ya da yeni bir kod istenmişti. Para hesabınıza iade edildi.',
    zh: '此笔付款未被使用：订单已付款或已申请新的验证码。款项已退回您的账户。',
  },
  payment_amount_mismatch: {
    ru: 'Банк списал сумму, отличную от суммы заказа, поэтому платёж не принят. Деньги будут возвращены на ваш счёт.',
    ky: 'Банк буйрутманын суммасынан башка сумманы кармап калды, ошондуктан төлөм кабыл алынган жок. Акча эсебиңизге кайтарылат.',
    en: 'The bank charged an amount different from the order total, so the payment was not accepted. The money will be returned to your account.',
    tr: 'Banka sipariş tutarından farklı bir tutar çekti, bu yüzden ödeme kabul edilmedi. Para hesabınıza iade edilecek.',
    zh: '银行扣款金额与订单金额不符，因此付款未被接受。款项将退回您的账户。',
  },
  payment_refund_pending: {
    ru: 'Этот платёж не был использован для заказа. Наши сотрудники вернут деньги на ваш счёт; это может занять несколько рабочих дней.',
    ky: 'Бул төлөм буйрутма үчүн колдонулган жок. Кызматкерлерибиз акчаны эсебиңизге кайтарышат; бул бир нече иш күнүн алышы мүмкүн.',
    en: 'This payment was not used for the order. Our staff will return the money to your account; this can take a few working days.',
    tr: 'Bu ödeme sipariş için kullanılmadı. Ekibimiz parayı hesabınıza iade edecek; bu birkaç iş günü sürebilir.',
    zh: '此笔付款未用于订单。我们的工作人员会将款项退回您的账户，可能需要几个工作日。',
  },
  payment_provider_refused: {
    ru: 'Платёжный сервис не принял этот платёж. Запросите новый код или попробуйте другой способ оплаты.',
    ky: 'Төлөм кызматы бул төлөмдү кабыл алган жок. Жаңы код сураңыз же башка төлөм ыкмасын колдонуп көрүңүз.',
    en: 'The payment service did not accept this payment. Ask for a new code or try another payment method.',
    tr: 'Ödeme hizmeti bu ödemeyi kabul etmedi. Yeni bir kod isteyin veya başka bir ödeme yöntemi deneyin.',
    zh: '支付服务未接受此笔付款。请申请新的验证码或尝试其他支付方式。',
  },
  manual_refund_not_found: {
    ru: 'Возврат не найден.',
    ky: 'Кайтаруу табылган жок.',
    en: 'Refund not found.',
    tr: 'İade bulunamadı.',
    zh: '未找到该退款。',
  },
  reconcile_window_invalid: {
    ru: 'Укажите период не длиннее 93 дней, начало не позже конца.',
    ky: 'Мөөнөттү 93 күндөн ашпагандай, башталышын аягынан кеч эмес кылып көрсөтүңүз.',
    en: 'Give a period of at most 93 days that does not end before it starts.',
    tr: 'En fazla 93 günlük, bitişi başlangıcından önce olmayan bir dönem girin.',
    zh: '请输入不超过 93 天的时间段，且结束日期不得早于开始日期。',
  },
  reconcile_no_payment: {
    ru: 'Списание не относится ни к одному нашему платежу.',
    ky: 'Бул кармоо биздин эч бир төлөмүбүзгө тиешелүү эмес.',
    en: 'The charge belongs to none of our payments.',
    tr: 'Bu tahsilat hiçbir ödememize ait değil.',
    zh: '该扣款不属于我们的任何付款。',
  },
  reconcile_manual_refund_pending: {
    ru: 'Ожидает ручного возврата сотрудником.',
    ky: 'Кызматкердин кол менен кайтаруусун күтүүдө.',
    en: 'Waiting for a manual refund by staff.',
    tr: 'Personelin elle iadesini bekliyor.',
    zh: '等待工作人员手动退款。',
  },
  reconcile_amount_mismatch: {
    ru: 'Сумма списания не совпадает с суммой платежа.',
    ky: 'Кармалган сумма төлөмдүн суммасына дал келбейт.',
    en: 'The amount charged differs from the payment amount.',
    tr: 'Çekilen tutar ödeme tutarından farklı.',
    zh: '扣款金额与付款金额不符。',
  },
  reconcile_not_ticketed: {
    ru: 'Платёж оплачен, но билеты по заказу не выписаны.',
    ky: 'Төлөм төлөнгөн, бирок буйрутма боюнча билеттер чыгарылган жок.',
    en: 'The payment is paid but the order has no tickets.',
    tr: 'Ödeme yapıldı ancak siparişin biletleri düzenlenmedi.',
    zh: '付款已完成，但订单尚未出票。',
  },
  reconcile_not_settled: {
    ru: 'Деньги списаны, но наш платёж не оплачен и не возвращён (статус банка: {status}).',
    ky: 'Акча кармалган, бирок биздин төлөм төлөнгөн да, кайтарылган да эмес (банктагы абалы: {status}).',
    en: 'The money was taken but our payment is neither paid nor refunded (at the bank: {status}).',
    tr: 'Para çekildi ancak ödememiz ne ödendi ne de iade edildi (bankadaki durum: {status}).',
    zh: '款项已被扣除，但我们的付款既未完成也未退款（银行状态：{status}）。',
  },
} satisfies Record<string, Record<Language, string>>;
