/** The receipt's words in the five interface languages. */
import type { FareFamily, Language, OrderStatus, PassengerType } from '@sapar/contracts';

export interface ReceiptCopy {
  title: string;
  orderNumber: string;
  status: string;
  statuses: Partial<Record<OrderStatus, string>>;
  issued: string;
  passengers: string;
  types: Record<PassengerType, string>;
  document: string;
  ticket: string;
  itinerary: string;
  outbound: string;
  inbound: string;
  departure: string;
  arrival: string;
  cabin: string;
  cabins: Record<'ekonom' | 'business', string>;
  /** Fare family names, as the web app shows them (flights.fare.*). */
  fares: Record<FareFamily, string>;
  baggage: string;
  handBaggage: string;
  noBaggage: string;
  kg: string;
  refund: string;
  change: string;
  free: string;
  nonRefundable: string;
  noChange: string;
  price: string;
  total: string;
  contacts: string;
  footer: string;
}

export const RECEIPT_COPY: Record<Language, ReceiptCopy> = {
  ru: {
    title: 'Маршрутная квитанция электронного билета',
    orderNumber: 'Номер заказа',
    status: 'Статус',
    statuses: { ticketed: 'Билеты выписаны', paid: 'Оплачен', booked: 'Забронирован' },
    issued: 'Дата оформления',
    passengers: 'Пассажиры',
    types: { ADLT: 'взрослый', CHLD: 'ребёнок', INFT: 'младенец' },
    document: 'Документ',
    ticket: 'Электронный билет',
    itinerary: 'Маршрут',
    outbound: 'Туда',
    inbound: 'Обратно',
    departure: 'Вылет',
    arrival: 'Прилёт',
    cabin: 'Класс',
    cabins: { ekonom: 'эконом', business: 'бизнес' },
    fares: { light: 'Лайт', standard: 'Стандарт', flex: 'Флекс' },
    baggage: 'Багаж',
    handBaggage: 'Ручная кладь',
    noBaggage: 'без багажа',
    kg: 'кг',
    refund: 'Возврат',
    change: 'Обмен',
    free: 'бесплатно',
    nonRefundable: 'Невозвратный тариф',
    noChange: 'Обмен невозможен',
    price: 'Стоимость',
    total: 'Итого',
    contacts: 'Контакты агентства',
    footer: 'Время указано местное для каждого аэропорта. Приезжайте в аэропорт не позднее чем за 2 часа до вылета.',
  },
  ky: {
    title: 'Электрондук билеттин маршрут дүмүрчөгү',
    orderNumber: 'Буйрутманын номери',
    status: 'Абалы',
    statuses: { ticketed: 'Билеттер жазылды', paid: 'Төлөндү', booked: 'Брондолду' },
    issued: 'Тариздөө күнү',
    passengers: 'Жүргүнчүлөр',
    types: { ADLT: 'чоң киши', CHLD: 'бала', INFT: 'ымыркай' },
    document: 'Документ',
    ticket: 'Электрондук билет',
    itinerary: 'Каттам',
    outbound: 'Баруу',
    inbound: 'Кайтуу',
    departure: 'Учуп чыгуу',
    arrival: 'Конуу',
    cabin: 'Класс',
    cabins: { ekonom: 'эконом', business: 'бизнес' },
    fares: { light: 'Лайт', standard: 'Стандарт', flex: 'Флекс' },
    baggage: 'Жүк',
    handBaggage: 'Кол жүгү',
    noBaggage: 'жүксүз',
    kg: 'кг',
    refund: 'Кайтаруу',
    change: 'Алмаштыруу',
    free: 'акысыз',
    nonRefundable: 'Кайтарылбаган тариф',
    noChange: 'Алмаштырууга болбойт',
    price: 'Наркы',
    total: 'Жалпы',
    contacts: 'Агенттиктин байланыштары',
    footer:
      'Убакыт ар бир аэропорттун жергиликтүү убактысы менен көрсөтүлгөн. Аэропортко учууга чейин эң кечинде 2 саат мурун келиңиз.',
  },
  en: {
    title: 'E-ticket itinerary receipt',
    orderNumber: 'Booking reference',
    status: 'Status',
    statuses: { ticketed: 'Ticketed', paid: 'Paid', booked: 'Booked' },
    issued: 'Issued on',
    passengers: 'Passengers',
    types: { ADLT: 'adult', CHLD: 'child', INFT: 'infant' },
    document: 'Document',
    ticket: 'E-ticket',
    itinerary: 'Itinerary',
    outbound: 'Outbound',
    inbound: 'Return',
    departure: 'Departure',
    arrival: 'Arrival',
    cabin: 'Cabin',
    cabins: { ekonom: 'economy', business: 'business' },
    fares: { light: 'Light', standard: 'Standard', flex: 'Flex' },
    baggage: 'Baggage',
    handBaggage: 'Hand baggage',
    noBaggage: 'no checked baggage',
    kg: 'kg',
    refund: 'Refund',
    change: 'Change',
    free: 'free',
    nonRefundable: 'Non-refundable fare',
    noChange: 'No changes',
    price: 'Price',
    total: 'Total',
    contacts: 'Agency contacts',
    footer: 'Times are local at each airport. Please arrive at the airport at least 2 hours before departure.',
  },
  tr: {
    title: 'Elektronik bilet seyahat makbuzu',
    orderNumber: 'Rezervasyon kodu',
    status: 'Durum',
    statuses: { ticketed: 'Biletlendi', paid: 'Ödendi', booked: 'Rezerve edildi' },
    issued: 'Düzenlenme tarihi',
    passengers: 'Yolcular',
    types: { ADLT: 'yetişkin', CHLD: 'çocuk', INFT: 'bebek' },
    document: 'Belge',
    ticket: 'E-bilet',
    itinerary: 'Güzergâh',
    outbound: 'Gidiş',
    inbound: 'Dönüş',
    departure: 'Kalkış',
    arrival: 'Varış',
    cabin: 'Kabin',
    cabins: { ekonom: 'ekonomi', business: 'business' },
    fares: { light: 'Ekonomik', standard: 'Standart', flex: 'Esnek' },
    baggage: 'Bagaj',
    handBaggage: 'El bagajı',
    noBaggage: 'bagajsız',
    kg: 'kg',
    refund: 'İade',
    change: 'Değişiklik',
    free: 'ücretsiz',
    nonRefundable: 'İade edilemez tarife',
    noChange: 'Değişiklik yapılamaz',
    price: 'Fiyat',
    total: 'Toplam',
    contacts: 'Acente iletişim bilgileri',
    footer: 'Saatler her havalimanının yerel saatidir. Lütfen kalkıştan en az 2 saat önce havalimanında olun.',
  },
  zh: {
    title: '电子客票行程单',
    orderNumber: '订单号',
    status: '状态',
    statuses: { ticketed: '已出票', paid: '已付款', booked: '已预订' },
    issued: '出票日期',
    passengers: '乘客',
    types: { ADLT: '成人', CHLD: '儿童', INFT: '婴儿' },
    document: '证件',
    ticket: '电子客票',
    itinerary: '行程',
    outbound: '去程',
    inbound: '返程',
    departure: '出发',
    arrival: '到达',
    cabin: '舱位',
    cabins: { ekonom: '经济舱', business: '商务舱' },
    fares: { light: '轻享', standard: '标准', flex: '灵活' },
    baggage: '托运行李',
    handBaggage: '手提行李',
    noBaggage: '不含托运行李',
    kg: '公斤',
    refund: '退票',
    change: '改签',
    free: '免费',
    nonRefundable: '不可退票价',
    noChange: '不可改签',
    price: '价格',
    total: '总计',
    contacts: '代理机构联系方式',
    footer: '时间均为各机场当地时间。请至少在起飞前2小时到达机场。',
  },
};
