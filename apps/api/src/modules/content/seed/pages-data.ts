import { COMPANY, type Language, type LocalizedText } from '@sapar/contracts';

/**
 * The public offer (terms of sale of air tickets) and the privacy policy, in every interface
 * language. Stored as HTML per language; the API sanitises it when serving and renders the
 * privacy policy as a PDF from the same text.
 */
export interface PageSeed {
  slug: 'offer' | 'privacy';
  title: LocalizedText;
  content: LocalizedText;
}

type Section = [heading: string, ...paragraphs: string[]];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A paragraph starting with '• ' becomes a list item; consecutive ones form one list. */
function toHtml(intro: string, sections: Section[]): string {
  const out: string[] = [`<p>${escape(intro)}</p>`];
  for (const [heading, ...paragraphs] of sections) {
    out.push(`<h2>${escape(heading)}</h2>`);
    let list: string[] = [];
    const flush = () => {
      if (list.length) out.push(`<ul>${list.map((li) => `<li>${escape(li)}</li>`).join('')}</ul>`);
      list = [];
    };
    for (const paragraph of paragraphs) {
      if (paragraph.startsWith('• ')) list.push(paragraph.slice(2));
      else {
        flush();
        out.push(`<p>${escape(paragraph)}</p>`);
      }
    }
    flush();
  }
  return out.join('');
}
const build = (texts: Record<Language, { intro: string; sections: Section[] }>): LocalizedText => ({
  ru: toHtml(texts.ru.intro, texts.ru.sections),
  ky: toHtml(texts.ky.intro, texts.ky.sections),
  en: toHtml(texts.en.intro, texts.en.sections),
  tr: toHtml(texts.tr.intro, texts.tr.sections),
  zh: toHtml(texts.zh.intro, texts.zh.sections),
});

const OFFER = build({
  ru: {
    intro: `Настоящая публичная оферта ${COMPANY.legalName.ru} (далее — Агентство) адресована любому лицу, покупающему авиабилеты на сайте Sapar. Оплата заказа означает полное и безоговорочное принятие условий оферты (статьи 396 и 398 Гражданского кодекса Кыргызской Республики).`,
    sections: [
      [
        '1. Предмет',
        'Агентство от имени и по поручению авиакомпаний оформляет пассажирам электронные авиабилеты, а также по заявке оказывает сопутствующие услуги: туры, железнодорожные билеты, визовую поддержку.',
        'Договор перевозки заключается между пассажиром и авиакомпанией; Агентство отвечает за правильное оформление билета.',
      ],
      [
        '2. Заказ и оплата',
        'Покупатель выбирает рейс, тариф и вводит данные пассажиров так, как они указаны в документе, по которому пассажир полетит.',
        'Цена показывается в сомах и включает тариф, таксы и сервисный сбор Агентства. Бронь действует до окончания времени на оплату, указанного таймером; после него места освобождаются.',
        'Оплата принимается через MBank и другие способы, указанные на сайте. Заказ считается оплаченным после подтверждения платёжной системы.',
      ],
      [
        '3. Билет и документы',
        'После оплаты Агентство выписывает электронный билет и отправляет маршрутную квитанцию на указанную почту.',
        'Покупатель сам проверяет действительность паспорта, наличие виз, разрешений на выезд детей и соответствие требованиям страны въезда и транзита.',
      ],
      [
        '4. Возврат и обмен',
        'Возврат и обмен выполняются по правилам тарифа авиакомпании. По невозвратным тарифам возвращаются только невостребованные таксы.',
        'Заявка подаётся в личном кабинете или через форму на сайте. Деньги возвращаются тем же способом, которым был оплачен заказ, в срок до 30 дней после подтверждения авиакомпанией; сервисный сбор Агентства не возвращается.',
      ],
      [
        '5. Ответственность',
        'Агентство не отвечает за изменения расписания, задержки и отмены рейсов, решения пограничных служб и отказ в перевозке из-за неверных документов. Претензии по перевозке предъявляются авиакомпании; Агентство помогает их составить.',
      ],
      [
        '6. Персональные данные',
        'Агентство обрабатывает данные пассажиров для оформления билетов в соответствии с Политикой конфиденциальности, опубликованной на сайте.',
      ],
      [
        '7. Споры',
        'Споры решаются переговорами, а при недостижении согласия — в суде по месту нахождения Агентства по законодательству Кыргызской Республики.',
      ],
      [
        '8. Реквизиты',
        `${COMPANY.legalName.ru}, ${COMPANY.address.ru}. Телефон ${COMPANY.phone}, почта ${COMPANY.email}.`,
      ],
    ],
  },
  ky: {
    intro: `${COMPANY.legalName.ky} (мындан ары — Агенттик) бул коомдук оферта Sapar сайтынан авиабилет сатып алган ар бир адамга арналат. Заказдын акысын төлөө оферттин шарттарын толугу менен жана шартсыз кабыл алуу дегенди билдирет (Кыргыз Республикасынын Граждандык кодексинин 396 жана 398-беренелери).`,
    sections: [
      [
        '1. Предмет',
        'Агенттик авиакомпаниялардын атынан жана тапшыруусу боюнча жүргүнчүлөргө электрондук авиабилеттерди тариздейт, ошондой эле арыз боюнча кошумча кызматтарды көрсөтөт: турлар, темир жол билеттери, визалык колдоо.',
        'Ташуу келишими жүргүнчү менен авиакомпаниянын ортосунда түзүлөт; Агенттик билеттин туура тариздөөсү үчүн жооп берет.',
      ],
      [
        '2. Заказ жана төлөм',
        'Сатып алуучу рейсти, тарифти тандап, жүргүнчүлөрдүн маалыматын жүргүнчү уча турган документтегидей киргизет.',
        'Баа сом менен көрсөтүлөт жана тарифти, алымдарды жана Агенттиктин сервистик жыйымын камтыйт. Брондоо таймерде көрсөтүлгөн төлөө убактысы бүткөнгө чейин жарактуу; андан кийин орундар бошотулат.',
        'Төлөм MBank жана сайтта көрсөтүлгөн башка жолдор менен кабыл алынат. Заказ төлөм системасы ырастагандан кийин төлөндү деп эсептелет.',
      ],
      [
        '3. Билет жана документтер',
        'Төлөмдөн кийин Агенттик электрондук билетти жазып, маршруттук квитанцияны көрсөтүлгөн почтага жөнөтөт.',
        'Сатып алуучу паспорттун жарактуулугун, визалардын, балдардын чыгуусуна уруксаттардын болушун жана кирүү жана транзит өлкөсүнүн талаптарына шайкештигин өзү текшерет.',
      ],
      [
        '4. Кайтаруу жана алмаштыруу',
        'Кайтаруу жана алмаштыруу авиакомпаниянын тарифинин эрежелери боюнча аткарылат. Кайтарылбас тарифтер боюнча пайдаланылбаган алымдар гана кайтарылат.',
        'Арыз жеке кабинетте же сайттагы форма аркылуу берилет. Акча заказ төлөнгөн жол менен авиакомпания ырастагандан кийин 30 күнгө чейин кайтарылат; Агенттиктин сервистик жыйымы кайтарылбайт.',
      ],
      [
        '5. Жоопкерчилик',
        'Агенттик учуу графигинин өзгөрүшү, рейстердин кечигиши жана жокко чыгарылышы, чек ара кызматтарынын чечимдери жана туура эмес документтерден улам ташуудан баш тартуу үчүн жооп бербейт. Ташуу боюнча доомат авиакомпанияга коюлат; Агенттик аны түзүүгө жардам берет.',
      ],
      [
        '6. Жеке маалыматтар',
        'Агенттик билеттерди тариздөө үчүн жүргүнчүлөрдүн маалыматтарын сайтта жарыяланган Купуялык саясатына ылайык иштетет.',
      ],
      [
        '7. Талаш-тартыштар',
        'Талаш-тартыштар сүйлөшүү жолу менен, макулдашууга жетишилбесе — Кыргыз Республикасынын мыйзамдары боюнча Агенттик жайгашкан жердеги сотто чечилет.',
      ],
      [
        '8. Реквизиттер',
        `${COMPANY.legalName.ky}, ${COMPANY.address.ky}. Телефон ${COMPANY.phone}, почта ${COMPANY.email}.`,
      ],
    ],
  },
  en: {
    intro: `This public offer of ${COMPANY.legalName.en} (the Agency) is addressed to anyone who buys air tickets on the Sapar site. Paying for an order means full and unconditional acceptance of the offer (Articles 396 and 398 of the Civil Code of the Kyrgyz Republic).`,
    sections: [
      [
        '1. Subject',
        'The Agency issues electronic air tickets to passengers on behalf of airlines and, on request, provides related services: tours, rail tickets and visa support.',
        'The contract of carriage is between the passenger and the airline; the Agency is responsible for issuing the ticket correctly.',
      ],
      [
        '2. Order and payment',
        'The buyer chooses the flight and the fare and enters the passengers’ details exactly as in the document each passenger will travel on.',
        'Prices are in som and include the fare, taxes and the Agency’s service fee. A booking is held until the payment time shown by the timer runs out; then the seats are released.',
        'Payment is accepted through MBank and the other methods shown on the site. An order counts as paid once the payment system confirms it.',
      ],
      [
        '3. Ticket and documents',
        'After payment the Agency issues the e-ticket and emails the itinerary receipt to the address given.',
        'The buyer checks the passport’s validity, visas, travel consent for children and the entry and transit requirements of each country.',
      ],
      [
        '4. Refunds and changes',
        'Refunds and changes follow the airline’s fare rules. On non-refundable fares only unused taxes are returned.',
        'Requests are made in the personal account or with the form on the site. Money is returned by the method the order was paid with, within 30 days of the airline’s confirmation; the Agency’s service fee is not refundable.',
      ],
      [
        '5. Liability',
        'The Agency is not liable for schedule changes, delays and cancellations, decisions of border services, or refusal of carriage due to incorrect documents. Claims about carriage are made to the airline; the Agency helps to prepare them.',
      ],
      [
        '6. Personal data',
        'The Agency processes passengers’ data to issue tickets in accordance with the Privacy Policy published on the site.',
      ],
      [
        '7. Disputes',
        'Disputes are settled by negotiation and, failing agreement, by the court at the Agency’s location under the laws of the Kyrgyz Republic.',
      ],
      ['8. Details', `${COMPANY.legalName.en}, ${COMPANY.address.en}. Phone ${COMPANY.phone}, email ${COMPANY.email}.`],
    ],
  },
  tr: {
    intro: `${COMPANY.legalName.tr}’nin (Acente) bu kamuya açık teklifi, Sapar sitesinden uçak bileti satın alan herkese yöneliktir. Siparişin ödenmesi, teklifin tamamen ve koşulsuz kabulü anlamına gelir (Kırgız Cumhuriyeti Medeni Kanunu, madde 396 ve 398).`,
    sections: [
      [
        '1. Konu',
        'Acente, havayolları adına ve onların talimatıyla yolculara elektronik uçak bileti düzenler ve talep üzerine ilgili hizmetleri sunar: turlar, tren biletleri ve vize desteği.',
        'Taşıma sözleşmesi yolcu ile havayolu arasında kurulur; Acente biletin doğru düzenlenmesinden sorumludur.',
      ],
      [
        '2. Sipariş ve ödeme',
        'Alıcı uçuşu ve tarifeyi seçer, yolcu bilgilerini her yolcunun seyahat edeceği belgedeki gibi girer.',
        'Fiyatlar som cinsindendir; tarife, vergiler ve Acente hizmet bedelini içerir. Rezervasyon, sayaçta gösterilen ödeme süresi dolana kadar geçerlidir; ardından koltuklar serbest bırakılır.',
        'Ödeme MBank ve sitede belirtilen diğer yöntemlerle kabul edilir. Sipariş, ödeme sistemi onayladığında ödenmiş sayılır.',
      ],
      [
        '3. Bilet ve belgeler',
        'Ödemeden sonra Acente e-bileti düzenler ve seyahat makbuzunu belirtilen e-posta adresine gönderir.',
        'Pasaportun geçerliliğini, vizeleri, çocuklar için seyahat izinlerini ve giriş ile transit ülkelerinin şartlarını alıcı kendisi kontrol eder.',
      ],
      [
        '4. İade ve değişiklik',
        'İade ve değişiklikler havayolunun tarife kurallarına göre yapılır. İade edilemez tarifelerde yalnızca kullanılmayan vergiler iade edilir.',
        'Talepler kişisel hesaptan veya sitedeki formla yapılır. Para, havayolunun onayından sonra 30 gün içinde ödemenin yapıldığı yöntemle iade edilir; Acente hizmet bedeli iade edilmez.',
      ],
      [
        '5. Sorumluluk',
        'Acente; tarife değişikliklerinden, rötar ve iptallerden, sınır makamlarının kararlarından ve hatalı belgeler nedeniyle taşımanın reddedilmesinden sorumlu değildir. Taşımaya ilişkin talepler havayoluna yöneltilir; Acente hazırlanmasına yardımcı olur.',
      ],
      [
        '6. Kişisel veriler',
        'Acente, yolcu verilerini bilet düzenlemek için sitede yayımlanan Gizlilik Politikası’na uygun olarak işler.',
      ],
      [
        '7. Uyuşmazlıklar',
        'Uyuşmazlıklar müzakereyle, uzlaşma sağlanamazsa Kırgız Cumhuriyeti kanunlarına göre Acente’nin bulunduğu yerdeki mahkemede çözülür.',
      ],
      [
        '8. Bilgiler',
        `${COMPANY.legalName.tr}, ${COMPANY.address.tr}. Telefon ${COMPANY.phone}, e-posta ${COMPANY.email}.`,
      ],
    ],
  },
  zh: {
    intro: `${COMPANY.legalName.zh}（以下简称“本公司”）的本公开要约适用于在Sapar网站购买机票的所有人。支付订单即表示完全且无条件接受本要约（《吉尔吉斯共和国民法典》第396条和第398条）。`,
    sections: [
      [
        '1. 要约内容',
        '本公司代表航空公司并受其委托为旅客出具电子机票，并可应要求提供相关服务：旅游、火车票和签证协助。',
        '运输合同在旅客与航空公司之间订立；本公司负责正确出票。',
      ],
      [
        '2. 订购与付款',
        '购买人选择航班和票价，并按照每位旅客实际出行所用证件填写旅客信息。',
        '价格以索姆显示，包含票价、税费和本公司服务费。预订在倒计时显示的付款时限内有效，超时后座位将被释放。',
        '可通过MBank及网站所示的其他方式付款。支付系统确认后订单即视为已付款。',
      ],
      [
        '3. 机票与证件',
        '付款后本公司出具电子机票，并将行程单发送至所填邮箱。',
        '购买人应自行核实护照有效期、签证、儿童出境同意书以及入境国和中转国的要求。',
      ],
      [
        '4. 退票与改签',
        '退票和改签按航空公司票价规则办理。不可退票价仅退还未使用的税费。',
        '可在个人中心或网站表单提交申请。款项在航空公司确认后30天内按原支付方式退回；本公司服务费不予退还。',
      ],
      [
        '5. 责任',
        '对于航班时刻变更、延误和取消、边检部门的决定以及因证件错误被拒绝运输，本公司不承担责任。有关运输的索赔向航空公司提出，本公司协助准备。',
      ],
      ['6. 个人数据', '本公司根据网站公布的隐私政策处理旅客数据以办理出票。'],
      ['7. 争议', '争议通过协商解决；协商不成的，依据吉尔吉斯共和国法律由本公司所在地法院解决。'],
      ['8. 公司信息', `${COMPANY.legalName.zh}，${COMPANY.address.zh}。电话 ${COMPANY.phone}，邮箱 ${COMPANY.email}。`],
    ],
  },
});

const PRIVACY = build({
  ru: {
    intro: `Эта политика объясняет, какие персональные данные ${COMPANY.legalName.ru} собирает на сайте Sapar, зачем и как их защищает. Мы обрабатываем данные в соответствии с Законом Кыргызской Республики «Об информации персонального характера».`,
    sections: [
      [
        '1. Какие данные мы собираем',
        '• контакты: имя, телефон, электронная почта;',
        '• данные пассажиров: ФИО, дата рождения, пол, гражданство, документ и срок его действия;',
        '• данные заказов и заявок: маршруты, даты, суммы, номер телефона для оплаты через MBank;',
        '• технические данные: IP-адрес, тип браузера, cookies, код партнёра из ссылки.',
      ],
      [
        '2. Зачем',
        'Чтобы оформлять билеты, туры и заявки, принимать оплату, присылать билеты и уведомления, отвечать на обращения, выполнять требования закона и улучшать сайт. Рекламные письма мы отправляем только с вашего согласия.',
      ],
      [
        '3. Кому мы передаём данные',
        'Только тем, без кого услугу не оказать: авиакомпаниям и системам бронирования, железной дороге и туроператорам, платёжной системе (MBank), а также государственным органам по их законному требованию. Данные пассажиров могут передаваться за пределы Кыргызстана авиакомпаниям страны назначения.',
      ],
      [
        '4. Сколько храним',
        'Данные заказов — 5 лет для бухгалтерского и налогового учёта; заявки — 3 года; учётную запись — пока вы её не удалите.',
      ],
      [
        '5. Как защищаем',
        'Передача данных шифруется (HTTPS), пароли хранятся в виде необратимых хешей, доступ сотрудников ограничен и журналируется. Данные банковских карт мы не храним.',
      ],
      [
        '6. Cookies',
        'Мы используем cookies для входа в аккаунт, выбора языка и учёта партнёрских ссылок (код партнёра хранится 30 дней). Их можно удалить в настройках браузера.',
      ],
      [
        '7. Ваши права',
        `Вы можете узнать, какие данные о вас хранятся, исправить их, отозвать согласие и потребовать удаления, если закон не обязывает нас их хранить. Напишите на ${COMPANY.privacyEmail} — ответим в течение 10 рабочих дней.`,
      ],
      [
        '8. Контакты',
        `${COMPANY.legalName.ru}, ${COMPANY.address.ru}; ${COMPANY.privacyEmail}; ${COMPANY.phone}. Об изменениях политики мы сообщаем на этой странице.`,
      ],
    ],
  },
  ky: {
    intro: `Бул саясат ${COMPANY.legalName.ky} Sapar сайтында кандай жеке маалыматтарды чогултарын, эмне үчүн жана аларды кантип коргоорун түшүндүрөт. Биз маалыматтарды Кыргыз Республикасынын «Жеке мүнөздөгү маалымат жөнүндө» Мыйзамына ылайык иштетебиз.`,
    sections: [
      [
        '1. Кандай маалыматтарды чогултабыз',
        '• байланыштар: аты, телефону, электрондук почтасы;',
        '• жүргүнчүлөрдүн маалыматтары: аты-жөнү, туулган күнү, жынысы, жарандыгы, документи жана анын мөөнөтү;',
        '• заказдардын жана арыздардын маалыматтары: каттамдар, даталар, суммалар, MBank аркылуу төлөө үчүн телефон номери;',
        '• техникалык маалыматтар: IP-дарек, браузердин түрү, cookies, шилтемедеги өнөктөштүн коду.',
      ],
      [
        '2. Эмне үчүн',
        'Билеттерди, турларды жана арыздарды тариздөө, төлөм кабыл алуу, билеттерди жана билдирүүлөрдү жөнөтүү, кайрылууларга жооп берүү, мыйзамдын талаптарын аткаруу жана сайтты жакшыртуу үчүн. Жарнамалык каттарды сиздин макулдугуңуз менен гана жөнөтөбүз.',
      ],
      [
        '3. Маалыматтарды кимге беребиз',
        'Кызматты аларсыз көрсөтүү мүмкүн болбогондорго гана: авиакомпанияларга жана брондоо системаларына, темир жолго жана туроператорлорго, төлөм системасына (MBank), ошондой эле мыйзамдуу талабы боюнча мамлекеттик органдарга. Жүргүнчүлөрдүн маалыматтары Кыргызстандан тышкары баруучу өлкөнүн авиакомпанияларына берилиши мүмкүн.',
      ],
      [
        '4. Канча убакыт сактайбыз',
        'Заказдардын маалыматтары — бухгалтердик жана салыктык эсеп үчүн 5 жыл; арыздар — 3 жыл; аккаунт — сиз аны өчүргөнгө чейин.',
      ],
      [
        '5. Кантип коргойбуз',
        'Маалымат берүү шифрленет (HTTPS), сырсөздөр кайтарылгыс хеш түрүндө сакталат, кызматкерлердин мүмкүнчүлүгү чектелген жана журналга жазылат. Банк карталарынын маалыматтарын биз сактабайбыз.',
      ],
      [
        '6. Cookies',
        'Cookies аккаунтка кирүү, тилди тандоо жана өнөктөш шилтемелерин эсепке алуу үчүн колдонулат (өнөктөштүн коду 30 күн сакталат). Аларды браузердин жөндөөлөрүнөн өчүрсөңүз болот.',
      ],
      [
        '7. Сиздин укуктарыңыз',
        `Сиз жөнүндө кандай маалыматтар сакталганын билип, аларды оңдоп, макулдугуңузду кайтарып алып, мыйзам сактоого милдеттендирбесе өчүрүүнү талап кыла аласыз. ${COMPANY.privacyEmail} дарегине жазыңыз — 10 жумуш күнүнүн ичинде жооп беребиз.`,
      ],
      [
        '8. Байланыштар',
        `${COMPANY.legalName.ky}, ${COMPANY.address.ky}; ${COMPANY.privacyEmail}; ${COMPANY.phone}. Саясаттын өзгөрүүлөрү тууралуу ушул баракта кабарлайбыз.`,
      ],
    ],
  },
  en: {
    intro: `This policy explains which personal data ${COMPANY.legalName.en} collects on the Sapar site, why, and how it is protected. We process data in accordance with the Law of the Kyrgyz Republic “On Personal Information”.`,
    sections: [
      [
        '1. What we collect',
        '• contacts: name, phone, email;',
        '• passenger data: full name, date of birth, gender, citizenship, document and its expiry;',
        '• orders and requests: routes, dates, amounts, the phone number used to pay with MBank;',
        '• technical data: IP address, browser type, cookies, the partner code from a link.',
      ],
      [
        '2. Why',
        'To issue tickets, tours and requests, take payments, send tickets and notices, answer enquiries, comply with the law and improve the site. We send marketing emails only with your consent.',
      ],
      [
        '3. Who we share data with',
        'Only those without whom the service cannot be provided: airlines and booking systems, the railway and tour operators, the payment system (MBank), and public authorities on their lawful demand. Passenger data may be transferred outside Kyrgyzstan to airlines of the destination country.',
      ],
      [
        '4. How long we keep it',
        'Order data for 5 years for accounting and tax purposes; requests for 3 years; your account until you delete it.',
      ],
      [
        '5. How we protect it',
        'Data in transit is encrypted (HTTPS), passwords are stored as one-way hashes, staff access is restricted and logged. We do not store bank card details.',
      ],
      [
        '6. Cookies',
        'We use cookies for signing in, the language choice and partner links (a partner code is kept for 30 days). You can delete them in your browser settings.',
      ],
      [
        '7. Your rights',
        `You may learn which data we hold about you, correct it, withdraw consent and ask for deletion unless the law requires us to keep it. Write to ${COMPANY.privacyEmail}; we answer within 10 working days.`,
      ],
      [
        '8. Contact',
        `${COMPANY.legalName.en}, ${COMPANY.address.en}; ${COMPANY.privacyEmail}; ${COMPANY.phone}. Changes to this policy are announced on this page.`,
      ],
    ],
  },
  tr: {
    intro: `Bu politika, ${COMPANY.legalName.tr}’nin Sapar sitesinde hangi kişisel verileri topladığını, neden topladığını ve nasıl koruduğunu açıklar. Verileri Kırgız Cumhuriyeti “Kişisel Bilgiler Hakkında” Kanunu’na uygun olarak işleriz.`,
    sections: [
      [
        '1. Topladığımız veriler',
        '• iletişim: ad, telefon, e-posta;',
        '• yolcu verileri: ad soyad, doğum tarihi, cinsiyet, vatandaşlık, belge ve geçerlilik tarihi;',
        '• sipariş ve talepler: güzergâhlar, tarihler, tutarlar, MBank ödemesi için telefon numarası;',
        '• teknik veriler: IP adresi, tarayıcı türü, çerezler, bağlantıdaki iş ortağı kodu.',
      ],
      [
        '2. Neden',
        'Bilet, tur ve talepleri düzenlemek, ödeme almak, bilet ve bildirim göndermek, sorulara yanıt vermek, yasal yükümlülükleri yerine getirmek ve siteyi geliştirmek için. Pazarlama e-postalarını yalnızca onayınızla göndeririz.',
      ],
      [
        '3. Verileri kimlerle paylaşırız',
        'Yalnızca hizmetin onlarsız verilemeyeceği taraflarla: havayolları ve rezervasyon sistemleri, demiryolu ve tur operatörleri, ödeme sistemi (MBank) ve yasal talep halinde kamu makamları. Yolcu verileri varış ülkesinin havayollarına Kırgızistan dışına aktarılabilir.',
      ],
      [
        '4. Ne kadar saklarız',
        'Sipariş verileri muhasebe ve vergi için 5 yıl; talepler 3 yıl; hesabınız siz silene kadar.',
      ],
      [
        '5. Nasıl koruruz',
        'Veri aktarımı şifrelenir (HTTPS), şifreler geri döndürülemez özetler olarak saklanır, personel erişimi sınırlıdır ve kayıt altındadır. Banka kartı bilgilerini saklamayız.',
      ],
      [
        '6. Çerezler',
        'Çerezleri oturum açma, dil seçimi ve iş ortağı bağlantıları için kullanırız (iş ortağı kodu 30 gün saklanır). Tarayıcı ayarlarından silebilirsiniz.',
      ],
      [
        '7. Haklarınız',
        `Hakkınızda hangi verilerin tutulduğunu öğrenebilir, düzeltebilir, onayınızı geri çekebilir ve kanun saklamamızı gerektirmiyorsa silinmesini isteyebilirsiniz. ${COMPANY.privacyEmail} adresine yazın; 10 iş günü içinde yanıtlarız.`,
      ],
      [
        '8. İletişim',
        `${COMPANY.legalName.tr}, ${COMPANY.address.tr}; ${COMPANY.privacyEmail}; ${COMPANY.phone}. Politikadaki değişiklikler bu sayfada duyurulur.`,
      ],
    ],
  },
  zh: {
    intro: `本政策说明${COMPANY.legalName.zh}在Sapar网站上收集哪些个人数据、收集目的以及保护方式。我们依据《吉尔吉斯共和国个人信息法》处理数据。`,
    sections: [
      [
        '1. 我们收集的数据',
        '• 联系方式：姓名、电话、电子邮箱；',
        '• 旅客数据：姓名、出生日期、性别、国籍、证件及有效期；',
        '• 订单和申请：航线、日期、金额、用于MBank付款的手机号；',
        '• 技术数据：IP地址、浏览器类型、Cookie、链接中的合作伙伴代码。',
      ],
      [
        '2. 使用目的',
        '用于办理机票、旅游和各类申请，收款，发送机票和通知，答复咨询，履行法律义务并改进网站。仅在您同意的情况下发送营销邮件。',
      ],
      [
        '3. 数据共享对象',
        '仅限提供服务所必需的对象：航空公司和订座系统、铁路和旅游运营商、支付系统（MBank），以及依法提出要求的政府机关。旅客数据可能被传输至吉尔吉斯斯坦境外的目的地国航空公司。',
      ],
      ['4. 保存期限', '订单数据为会计和税务目的保存5年；申请保存3年；账户保存至您将其删除。'],
      [
        '5. 保护措施',
        '数据传输经过加密（HTTPS），密码以不可逆哈希形式存储，员工访问受到限制并有日志记录。我们不存储银行卡信息。',
      ],
      [
        '6. Cookie',
        '我们使用Cookie用于登录、语言选择和合作伙伴链接（合作伙伴代码保存30天）。您可以在浏览器设置中删除。',
      ],
      [
        '7. 您的权利',
        `您可以了解我们保存了您的哪些数据、更正数据、撤回同意，并在法律不要求保存时要求删除。请发送邮件至${COMPANY.privacyEmail}，我们将在10个工作日内答复。`,
      ],
      [
        '8. 联系方式',
        `${COMPANY.legalName.zh}，${COMPANY.address.zh}；${COMPANY.privacyEmail}；${COMPANY.phone}。政策变更将在本页面公布。`,
      ],
    ],
  },
});

export const PAGES_SEED: PageSeed[] = [
  {
    slug: 'offer',
    title: {
      ru: 'Публичная оферта',
      ky: 'Коомдук оферта',
      en: 'Public offer',
      tr: 'Kamuya açık teklif',
      zh: '公开要约',
    },
    content: OFFER,
  },
  {
    slug: 'privacy',
    title: {
      ru: 'Политика конфиденциальности',
      ky: 'Купуялык саясаты',
      en: 'Privacy policy',
      tr: 'Gizlilik politikası',
      zh: '隐私政策',
    },
    content: PRIVACY,
  },
];
