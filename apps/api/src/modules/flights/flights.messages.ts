import type { Language } from '@sapar/contracts';

/** Messages of flight search, merged into the API's catalogue (i18n/messages.ts). */
export const FLIGHT_MESSAGES = {
  search_expired: {
    ru: 'Время предложения истекло. Обновите страницу, чтобы увидеть актуальные цены.',
    ky: 'Сунуштун убактысы бүттү. Учурдагы бааларды көрүү үчүн баракчаны жаңылаңыз.',
    en: 'The offer time has expired. Refresh the page to see current prices.',
    tr: 'Teklifin süresi doldu. Güncel fiyatları görmek için sayfayı yenileyin.',
    zh: '报价已过期。请刷新页面查看最新价格。',
  },
  search_not_found: {
    ru: 'Поиск не найден. Начните новый поиск.',
    ky: 'Издөө табылган жок. Жаңы издөөнү баштаңыз.',
    en: 'Search not found. Please start a new search.',
    tr: 'Arama bulunamadı. Lütfen yeni bir arama başlatın.',
    zh: '未找到该搜索，请重新搜索。',
  },
  location_unknown: {
    ru: 'Такого города или аэропорта нет в нашей сети.',
    ky: 'Мындай шаар же аэропорт биздин тармакта жок.',
    en: 'This city or airport is not in our network.',
    tr: 'Bu şehir veya havalimanı ağımızda yok.',
    zh: '我们的航线网络中没有该城市或机场。',
  },
  same_city: {
    ru: 'Города вылета и прилёта должны различаться.',
    ky: 'Учуп чыгуучу жана конуучу шаарлар ар башка болушу керек.',
    en: 'The departure and arrival cities must differ.',
    tr: 'Kalkış ve varış şehirleri farklı olmalıdır.',
    zh: '出发城市和到达城市不能相同。',
  },
  date_in_past: {
    ru: 'Дата не может быть в прошлом.',
    ky: 'Дата өткөн убакытта болушу мүмкүн эмес.',
    en: 'The date cannot be in the past.',
    tr: 'Tarih geçmişte olamaz.',
    zh: '日期不能早于今天。',
  },
  date_too_far: {
    ru: 'Продажа на эту дату ещё не открыта.',
    ky: 'Бул датага сатуу азырынча ачыла элек.',
    en: 'Sales for this date are not open yet.',
    tr: 'Bu tarih için satışlar henüz açılmadı.',
    zh: '该日期尚未开放售票。',
  },
  back_date_required: {
    ru: 'Укажите дату обратного вылета.',
    ky: 'Кайтуу күнүн көрсөтүңүз.',
    en: 'Choose the return date.',
    tr: 'Dönüş tarihini seçin.',
    zh: '请选择返程日期。',
  },
  back_before_departure: {
    ru: 'Обратный вылет не может быть раньше вылета туда.',
    ky: 'Кайтуу учуусу баруу учуусунан мурун болушу мүмкүн эмес.',
    en: 'The return cannot be before the outbound flight.',
    tr: 'Dönüş, gidiş uçuşundan önce olamaz.',
    zh: '返程日期不能早于去程日期。',
  },
  no_passengers: {
    ru: 'Добавьте хотя бы одного пассажира.',
    ky: 'Жок дегенде бир жүргүнчү кошуңуз.',
    en: 'Add at least one passenger.',
    tr: 'En az bir yolcu ekleyin.',
    zh: '请至少添加一名旅客。',
  },
  infants_need_adult: {
    ru: 'Дети и младенцы летят только со взрослым.',
    ky: 'Балдар жана ымыркайлар чоң киши менен гана учат.',
    en: 'Children and infants can only fly with an adult.',
    tr: 'Çocuklar ve bebekler yalnızca bir yetişkinle uçabilir.',
    zh: '儿童和婴儿须由成人陪同乘机。',
  },
  too_many_lap_infants: {
    ru: 'Младенцев без места не может быть больше, чем взрослых.',
    ky: 'Орунсуз ымыркайлар чоң кишилерден көп болушу мүмкүн эмес.',
    en: 'There cannot be more infants without a seat than adults.',
    tr: 'Koltuksuz bebek sayısı yetişkin sayısından fazla olamaz.',
    zh: '无座婴儿人数不能多于成人人数。',
  },
  too_many_passengers: {
    ru: 'В одном заказе — не более 9 мест.',
    ky: 'Бир буйрутмада 9 орундан ашпайт.',
    en: 'No more than 9 seats in one order.',
    tr: 'Bir siparişte en fazla 9 koltuk olabilir.',
    zh: '每个订单最多9个座位。',
  },
} satisfies Record<string, Record<Language, string>>;
