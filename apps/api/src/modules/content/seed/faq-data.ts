import { REFUND_BUSINESS_DAYS, type LocalizedText } from '@sapar/contracts';

/**
 * The FAQ: what travellers from Kyrgyzstan ask the agency most. Answers are HTML (sanitised when
 * served). The 'loyalty' category has no answers on purpose: the page says it is still waiting.
 */
export interface FaqSeed {
  slug: string;
  title: LocalizedText;
  items: Array<{ slug: string; question: LocalizedText; answer: LocalizedText }>;
}

const t = (ru: string, ky: string, en: string, tr: string, zh: string): LocalizedText => ({ ru, ky, en, tr, zh });
const p = (ru: string, ky: string, en: string, tr: string, zh: string): LocalizedText =>
  t(`<p>${ru}</p>`, `<p>${ky}</p>`, `<p>${en}</p>`, `<p>${tr}</p>`, `<p>${zh}</p>`);

export const FAQ_SEED: FaqSeed[] = [
  {
    slug: 'baggage',
    title: t('Багаж', 'Жүк', 'Baggage', 'Bagaj', '行李'),
    items: [
      {
        slug: 'baggage-allowance',
        question: t(
          'Сколько багажа можно провезти бесплатно?',
          'Канча жүктү акысыз алып жүрсө болот?',
          'How much baggage can I take for free?',
          'Ücretsiz ne kadar bagaj taşıyabilirim?',
          '可以免费托运多少行李？',
        ),
        answer: p(
          'Норма зависит от тарифа и указана в карточке билета: на тарифах «Стандарт» и «Гибкий» обычно 1 место до 23 кг, на тарифе «Лайт» багаж оплачивается отдельно.',
          'Норма тарифтен көз каранды жана билеттин карточкасында көрсөтүлөт: «Стандарт» жана «Ийкемдүү» тарифтеринде адатта 23 кгга чейин 1 орун, «Лайт» тарифинде жүк өзүнчө төлөнөт.',
          'It depends on the fare and is shown on the ticket card: Standard and Flex fares usually include one piece up to 23 kg; on the Light fare baggage is paid separately.',
          'Hak, tarifeye bağlıdır ve bilet kartında gösterilir: Standart ve Esnek tarifelerde genellikle 23 kg’a kadar 1 parça dahildir; Light tarifede bagaj ayrıca ücretlendirilir.',
          '免费行李额取决于票价类型，并显示在机票卡片上：标准和灵活票价通常含1件23公斤以内的行李，轻享票价需另付行李费。',
        ),
      },
      {
        slug: 'hand-luggage',
        question: t(
          'Какую ручную кладь можно взять в салон?',
          'Салонго кандай кол жүгүн алса болот?',
          'What hand luggage can I take on board?',
          'Kabine hangi el bagajını alabilirim?',
          '可以随身携带哪些手提行李？',
        ),
        answer: p(
          'Как правило, одну сумку до 5–10 кг размером не больше 55×40×20 см. Жидкости — в ёмкостях до 100 мл в прозрачном пакете, пауэрбанки — только в ручной клади.',
          'Адатта 5–10 кгга чейинки, 55×40×20 смден чоң эмес бир сумка. Суюктуктар 100 млге чейинки идиштерде тунук баштыкта, пауэрбанктар кол жүгүндө гана.',
          'Usually one bag of 5–10 kg, no larger than 55×40×20 cm. Liquids in containers of up to 100 ml in a clear bag; power banks in hand luggage only.',
          'Genellikle 55×40×20 cm’yi aşmayan, 5–10 kg’lık bir çanta. Sıvılar şeffaf poşette en fazla 100 ml’lik kaplarda; powerbank yalnızca el bagajında.',
          '通常为一件5–10公斤、尺寸不超过55×40×20厘米的包。液体须装在100毫升以内的容器中并放入透明袋，充电宝只能随身携带。',
        ),
      },
      {
        slug: 'excess-baggage',
        question: t(
          'Как оплатить лишний багаж или провезти лыжи?',
          'Ашыкча жүк же лыжа үчүн кантип төлөйм?',
          'How do I pay for extra baggage or take skis?',
          'Fazla bagaj veya kayak için nasıl ödeme yaparım?',
          '如何支付超额行李或托运滑雪板？',
        ),
        answer: p(
          'Напишите нам номер заказа не позднее чем за 48 часов до вылета: мы оформим дополнительное место или спортивный инвентарь по тарифу авиакомпании. В аэропорту это обычно дороже.',
          'Учууга 48 сааттан кечиктирбей заказдын номерин жазыңыз: авиакомпаниянын тарифи боюнча кошумча орунду же спорттук шайманды тариздейбиз. Аэропортто адатта кымбатыраак.',
          'Send us the order number at least 48 hours before departure and we will add a piece or sports equipment at the airline’s rate. At the airport it is usually more expensive.',
          'Kalkıştan en az 48 saat önce sipariş numaranızı bize iletin; havayolunun ücretiyle ek parça veya spor ekipmanı ekleriz. Havalimanında genellikle daha pahalıdır.',
          '请至少在起飞前48小时将订单号发给我们，我们将按航空公司价格为您添加行李或运动器材。在机场办理通常更贵。',
        ),
      },
    ],
  },
  {
    slug: 'children',
    title: t(
      'Документы для детей',
      'Балдардын документтери',
      'Documents for children',
      'Çocuklar için belgeler',
      '儿童证件',
    ),
    items: [
      {
        slug: 'child-passport',
        question: t(
          'Какие документы нужны ребёнку для полёта за границу?',
          'Чет өлкөгө учуу үчүн балага кандай документтер керек?',
          'What documents does a child need to fly abroad?',
          'Çocuğun yurt dışına uçmak için hangi belgelere ihtiyacı var?',
          '儿童出国乘机需要哪些证件？',
        ),
        answer: p(
          'Собственный заграничный паспорт (ID-карта подходит только для поездок в Россию и Казахстан) и свидетельство о рождении. Билет оформляется на данные из того документа, по которому ребёнок полетит.',
          'Өзүнүн чет өлкөлүк паспорту (ID-карта Россия жана Казакстанга гана жарайт) жана туулгандыгы тууралуу күбөлүк. Билет бала уча турган документтин маалыматы боюнча таризделет.',
          'Their own international passport (an ID card is accepted only for Russia and Kazakhstan) and the birth certificate. The ticket is issued with the details of the document the child will travel on.',
          'Çocuğun kendi pasaportu (kimlik kartı yalnızca Rusya ve Kazakistan için geçerlidir) ve doğum belgesi. Bilet, çocuğun seyahat edeceği belgenin bilgileriyle düzenlenir.',
          '儿童本人的护照（身份证仅适用于前往俄罗斯和哈萨克斯坦）及出生证明。机票按儿童实际出行所用证件的信息出具。',
        ),
      },
      {
        slug: 'child-with-one-parent',
        question: t(
          'Нужна ли доверенность, если ребёнок летит с одним родителем?',
          'Бала ата-энесинин бири менен учса, ишеним кат керекпи?',
          'Is consent needed if a child flies with one parent?',
          'Çocuk tek ebeveynle uçarsa muvafakatname gerekir mi?',
          '儿童仅与父母一方同行是否需要同意书？',
        ),
        answer: p(
          'При выезде из Кыргызстана с одним из родителей нотариальное согласие второго не требуется, но многие страны (например, ОАЭ и страны Шенгена) могут его спросить. С бабушкой, тренером или другим сопровождающим нужно нотариальное согласие обоих родителей.',
          'Кыргызстандан ата-энесинин бири менен чыкканда экинчисинин нотариалдык макулдугу талап кылынбайт, бирок көп өлкөлөр (мисалы, БАЭ жана Шенген өлкөлөрү) сурашы мүмкүн. Чоң эне, машыктыруучу же башка коштоочу менен болсо, эки ата-эненин тең нотариалдык макулдугу керек.',
          'Leaving Kyrgyzstan with one parent needs no notarised consent from the other, but many countries (the UAE and the Schengen states, for example) may ask for it. With a grandparent, a coach or another escort, notarised consent of both parents is required.',
          'Kırgızistan’dan tek ebeveynle çıkışta diğerinin noter onaylı izni gerekmez, ancak birçok ülke (örneğin BAE ve Schengen ülkeleri) isteyebilir. Büyükanne, antrenör veya başka bir refakatçiyle seyahatte her iki ebeveynin noter onaylı izni gerekir.',
          '儿童与父母一方离开吉尔吉斯斯坦时无需另一方的公证同意书，但许多国家（如阿联酋和申根国家）可能会查验。如由祖父母、教练或其他人陪同，则需父母双方的公证同意书。',
        ),
      },
    ],
  },
  {
    slug: 'refunds',
    title: t('Возврат и обмен', 'Кайтаруу жана алмаштыруу', 'Refunds and changes', 'İade ve değişiklik', '退票和改签'),
    items: [
      {
        slug: 'how-to-refund',
        question: t(
          'Как вернуть билет?',
          'Билетти кантип кайтарам?',
          'How do I refund a ticket?',
          'Bileti nasıl iade ederim?',
          '如何退票？',
        ),
        answer: p(
          `Отправьте заявку на возврат в личном кабинете или через форму «Возврат» внизу сайта. Сумма рассчитывается по правилам тарифа; после оформления возврата деньги приходят на счёт MBank, с которого была оплата, обычно в течение ${REFUND_BUSINESS_DAYS} рабочих дней.`,
          `Жеке кабинеттен же сайттын ылдыйындагы «Кайтаруу» формасы аркылуу арыз жөнөтүңүз. Сумма тарифтин эрежелери боюнча эсептелет; кайтаруу таризделгенден кийин акча төлөм жасалган MBank эсебине адатта ${REFUND_BUSINESS_DAYS} иш күндүн ичинде келет.`,
          `Send a refund request from your account or with the Refund form at the bottom of the site. The amount follows the fare rules; once the refund is made, the money reaches the MBank account you paid from, usually within ${REFUND_BUSINESS_DAYS} business days.`,
          `Hesabınızdan veya sitenin altındaki İade formuyla talep gönderin. Tutar tarife kurallarına göre hesaplanır; iade yapıldıktan sonra para, ödemenin yapıldığı MBank hesabına genellikle ${REFUND_BUSINESS_DAYS} iş günü içinde ulaşır.`,
          `请在个人中心或网站底部的“退票”表单提交申请。退款金额按票价规则计算，退票办理完成后，款项通常在 ${REFUND_BUSINESS_DAYS} 个工作日内退回付款所用的 MBank 账户。`,
        ),
      },
      {
        slug: 'non-refundable',
        question: t(
          'Что значит «невозвратный тариф»?',
          '«Кайтарылбас тариф» деген эмне?',
          'What does “non-refundable fare” mean?',
          '“İade edilemez tarife” ne demek?',
          '“不可退票价”是什么意思？',
        ),
        answer: p(
          'За такой билет при отказе от полёта возвращаются только аэропортовые сборы и налоги. Обмен на другую дату обычно возможен с доплатой.',
          'Мындай билеттен баш тартканда аэропорттук алымдар жана салыктар гана кайтарылат. Башка датага алмаштыруу адатта кошумча төлөм менен мүмкүн.',
          'If you cancel such a ticket, only airport charges and taxes are returned. A change to another date is usually possible for a fee.',
          'Böyle bir bileti iptal ederseniz yalnızca havalimanı harçları ve vergiler iade edilir. Başka bir tarihe değişiklik genellikle ücret karşılığında mümkündür.',
          '此类机票退票时仅退还机场费和税费。改签至其他日期通常可以，但需支付差价或手续费。',
        ),
      },
    ],
  },
  {
    slug: 'payment',
    title: t('Оплата', 'Төлөм', 'Payment', 'Ödeme', '付款'),
    items: [
      {
        slug: 'pay-with-mbank',
        question: t(
          'Как оплатить через MBank?',
          'MBank аркылуу кантип төлөйм?',
          'How do I pay with MBank?',
          'MBank ile nasıl öderim?',
          '如何通过MBank付款？',
        ),
        answer: p(
          'На шаге оплаты введите номер телефона, привязанный к MBank, и нажмите «Получить код». Введите код из SMS — деньги спишутся, а билет придёт на почту в течение нескольких минут.',
          'Төлөм кадамында MBankка байланган телефон номерин киргизип, «Код алуу» баскычын басыңыз. SMSтеги кодду киргизиңиз — акча чегерилет, билет бир нече мүнөттө почтага келет.',
          'At the payment step enter the phone number linked to MBank and press “Get code”. Enter the code from the SMS: the money is charged and the ticket arrives by email within a few minutes.',
          'Ödeme adımında MBank’a bağlı telefon numaranızı girip “Kod al”a basın. SMS’teki kodu girin: ödeme alınır ve bilet birkaç dakika içinde e-postanıza gelir.',
          '在付款步骤输入绑定MBank的手机号并点击“获取验证码”。输入短信验证码后即完成扣款，机票将在几分钟内发送到您的邮箱。',
        ),
      },
      {
        slug: 'payment-deadline',
        question: t(
          'Сколько времени есть на оплату брони?',
          'Брондун акысын төлөөгө канча убакыт бар?',
          'How long do I have to pay for a booking?',
          'Rezervasyonu ödemek için ne kadar sürem var?',
          '预订后有多长付款时间？',
        ),
        answer: p(
          'Время на оплату показывается таймером на странице оплаты — обычно 20 минут. Если не успели, места освобождаются и бронь нужно оформить заново по актуальной цене.',
          'Төлөө убактысы төлөм барагындагы таймерде көрсөтүлөт — адатта 20 мүнөт. Үлгүрбөсөңүз, орундар бошотулат жана брондо учурдагы баа менен кайра тариздөө керек.',
          'The time left is shown by the timer on the payment page, usually 20 minutes. If it runs out, the seats are released and you need to book again at the current price.',
          'Kalan süre ödeme sayfasındaki sayaçta gösterilir, genellikle 20 dakikadır. Süre dolarsa koltuklar serbest bırakılır ve güncel fiyatla yeniden rezervasyon yapmanız gerekir.',
          '剩余付款时间显示在付款页面的倒计时上，通常为20分钟。超时后座位将被释放，需要按当前价格重新预订。',
        ),
      },
    ],
  },
  {
    slug: 'transit',
    title: t(
      'Транзит через Россию и Турцию',
      'Россия жана Түркия аркылуу транзит',
      'Transit through Russia and Turkey',
      'Rusya ve Türkiye üzerinden transit',
      '经俄罗斯和土耳其中转',
    ),
    items: [
      {
        slug: 'transit-moscow',
        question: t(
          'Нужно ли забирать багаж при пересадке в Москве?',
          'Москвада которулганда жүктү алуу керекпи?',
          'Do I collect my baggage when connecting in Moscow?',
          'Moskova’da aktarmada bagajımı almam gerekir mi?',
          '在莫斯科转机需要提取行李吗？',
        ),
        answer: p(
          'Если оба рейса в одном билете, багаж обычно оформлен до конечного пункта. При перелёте из международного рейса на внутренний российский или при раздельных билетах багаж нужно получить и сдать снова — закладывайте на пересадку не меньше 3 часов.',
          'Эки рейс бир билетте болсо, жүк адатта акыркы пунктка чейин тариздөлөт. Эл аралык рейстен Россиянын ички рейсине өтсөңүз же билеттер өзүнчө болсо, жүктү алып кайра тапшыруу керек — которулууга 3 сааттан кем эмес убакыт калтырыңыз.',
          'If both flights are on one ticket, baggage is usually checked through to the final destination. From an international to a Russian domestic flight, or on separate tickets, you collect and re-check it: allow at least 3 hours for the connection.',
          'İki uçuş aynı biletteyse bagaj genellikle son varış noktasına kadar etiketlenir. Uluslararası uçuştan Rusya iç hattına geçişte veya ayrı biletlerde bagajı alıp yeniden teslim edersiniz: aktarma için en az 3 saat ayırın.',
          '两段航班在同一张机票上时，行李通常直挂到终点。从国际航班转俄罗斯国内航班或分开购票时，需要提取行李并重新托运，请预留至少3小时转机时间。',
        ),
      },
      {
        slug: 'transit-istanbul',
        question: t(
          'Нужна ли виза для пересадки в Стамбуле?',
          'Стамбулда которулуу үчүн виза керекпи?',
          'Do I need a visa to connect in Istanbul?',
          'İstanbul’da aktarma için vize gerekir mi?',
          '在伊斯坦布尔转机需要签证吗？',
        ),
        answer: p(
          'Нет: граждане Кыргызстана могут находиться в Турции без визы до 30 дней, а в транзитной зоне аэропорта Стамбула виза не нужна никому. Для пересадки в аэропорту IST закладывайте от 1,5 часа.',
          'Жок: Кыргызстандын жарандары Түркияда 30 күнгө чейин визасыз боло алышат, ал эми Стамбул аэропортунун транзиттик аймагында эч кимге виза керек эмес. IST аэропортунда которулууга 1,5 сааттан баштап убакыт калтырыңыз.',
          'No: citizens of Kyrgyzstan may stay in Turkey visa-free for up to 30 days, and nobody needs a visa in the transit area of Istanbul Airport. Allow at least 1.5 hours for a connection at IST.',
          'Hayır: Kırgızistan vatandaşları Türkiye’de 30 güne kadar vizesiz kalabilir; İstanbul Havalimanı’nın transit alanında ise kimse vize gerektirmez. IST’de aktarma için en az 1,5 saat ayırın.',
          '不需要：吉尔吉斯斯坦公民可免签在土耳其停留最长30天，在伊斯坦布尔机场中转区任何人都无需签证。在IST转机请预留至少1.5小时。',
        ),
      },
    ],
  },
  {
    slug: 'visas',
    title: t('Визы', 'Визалар', 'Visas', 'Vizeler', '签证'),
    items: [
      {
        slug: 'visa-free',
        question: t(
          'Куда можно полететь без визы с паспортом Кыргызстана?',
          'Кыргызстандын паспорту менен кайсы өлкөлөргө визасыз учса болот?',
          'Where can I fly visa-free with a Kyrgyz passport?',
          'Kırgızistan pasaportuyla nereye vizesiz uçabilirim?',
          '持吉尔吉斯斯坦护照可以免签去哪里？',
        ),
        answer: p(
          'Без визы — страны СНГ (Россия, Казахстан, Узбекистан и другие), Турция, Грузия, Малайзия и ряд других стран. Для ОАЭ, Китая, Кореи и стран Шенгена виза нужна. Правила меняются — проверьте их перед покупкой.',
          'Визасыз — КМШ өлкөлөрү (Россия, Казакстан, Өзбекстан ж.б.), Түркия, Грузия, Малайзия жана башка бир катар өлкөлөр. БАЭ, Кытай, Корея жана Шенген өлкөлөрүнө виза керек. Эрежелер өзгөрөт — сатып алуудан мурун текшериңиз.',
          'Visa-free: the CIS countries (Russia, Kazakhstan, Uzbekistan and others), Turkey, Georgia, Malaysia and several more. The UAE, China, Korea and the Schengen states require a visa. Rules change, so check them before buying.',
          'Vizesiz: BDT ülkeleri (Rusya, Kazakistan, Özbekistan ve diğerleri), Türkiye, Gürcistan, Malezya ve birkaç ülke daha. BAE, Çin, Kore ve Schengen ülkeleri vize ister. Kurallar değişebilir; satın almadan önce kontrol edin.',
          '免签：独联体国家（俄罗斯、哈萨克斯坦、乌兹别克斯坦等）、土耳其、格鲁吉亚、马来西亚等。前往阿联酋、中国、韩国和申根国家需要签证。规定可能变化，请在购票前核实。',
        ),
      },
      {
        slug: 'uae-visa',
        question: t(
          'Поможете оформить визу в ОАЭ?',
          'БАЭге виза алууга жардам бересизби?',
          'Can you help with a UAE visa?',
          'BAE vizesi için yardım eder misiniz?',
          '可以协助办理阿联酋签证吗？',
        ),
        answer: p(
          'Да, при покупке тура в Дубай виза входит в пакет. К билету без тура визу можно заказать отдельно: нужны скан паспорта и фото, срок оформления — 3–5 рабочих дней.',
          'Ооба, Дубайга тур сатып алганда виза пакетке кирет. Турсуз билетке визаны өзүнчө заказ кылса болот: паспорттун сканы жана сүрөт керек, тариздөө мөөнөтү — 3–5 жумуш күнү.',
          'Yes: with a Dubai tour the visa is part of the package. For a ticket without a tour you can order the visa separately: we need a passport scan and a photo; it takes 3–5 working days.',
          'Evet: Dubai turunda vize pakete dahildir. Tursuz bir bilet için vizeyi ayrıca sipariş edebilirsiniz: pasaport taraması ve fotoğraf gerekir, süre 3–5 iş günüdür.',
          '可以：购买迪拜旅游套餐时签证已包含在内。仅购买机票时也可单独办理签证，需要护照扫描件和照片，办理时间为3–5个工作日。',
        ),
      },
    ],
  },
  {
    slug: 'check-in',
    title: t('Регистрация на рейс', 'Рейске каттоо', 'Check-in', 'Check-in', '值机'),
    items: [
      {
        slug: 'online-check-in',
        question: t(
          'Когда открывается онлайн-регистрация?',
          'Онлайн каттоо качан ачылат?',
          'When does online check-in open?',
          'Online check-in ne zaman açılır?',
          '网上值机何时开放？',
        ),
        answer: p(
          'У большинства авиакомпаний — за 24–30 часов до вылета и закрывается за 1–3 часа. Ссылку на регистрацию на сайте авиакомпании мы присылаем вместе с маршрутной квитанцией.',
          'Көпчүлүк авиакомпанияларда — учууга 24–30 саат калганда ачылып, 1–3 саат калганда жабылат. Авиакомпаниянын сайтындагы каттоо шилтемесин маршруттук квитанция менен кошо жөнөтөбүз.',
          'With most airlines 24–30 hours before departure, closing 1–3 hours before. We send the link to the airline’s check-in together with the itinerary receipt.',
          'Çoğu havayolunda kalkıştan 24–30 saat önce açılır, 1–3 saat önce kapanır. Havayolunun check-in bağlantısını seyahat makbuzuyla birlikte gönderiyoruz.',
          '大多数航空公司在起飞前24–30小时开放，起飞前1–3小时关闭。我们会随行程单一起发送航空公司值机链接。',
        ),
      },
      {
        slug: 'airport-arrival',
        question: t(
          'За сколько приезжать в аэропорт Манас?',
          'Манас аэропортуна канча убакыт мурун келүү керек?',
          'How early should I arrive at Manas airport?',
          'Manas havalimanına ne kadar erken gelmeliyim?',
          '应提前多久到达玛纳斯机场？',
        ),
        answer: p(
          'На международные рейсы — за 3 часа: регистрация открывается за 3 часа и закрывается за 40 минут до вылета. На внутренние рейсы в Ош и Каракол достаточно 2 часов. Табло вылетов есть на нашем сайте.',
          'Эл аралык рейстерге — 3 саат мурун: каттоо учууга 3 саат калганда ачылып, 40 мүнөт калганда жабылат. Ош жана Караколго ички рейстерге 2 саат жетиштүү. Учуу таблосу биздин сайтта бар.',
          'For international flights 3 hours before: check-in opens 3 hours and closes 40 minutes before departure. For domestic flights to Osh and Karakol 2 hours is enough. The departures board is on our site.',
          'Uluslararası uçuşlarda 3 saat önce: check-in kalkıştan 3 saat önce açılır, 40 dakika önce kapanır. Oş ve Karakol iç hat uçuşlarında 2 saat yeterlidir. Kalkış tablosu sitemizde.',
          '国际航班请提前3小时到达：值机在起飞前3小时开放、40分钟前关闭。飞往奥什和卡拉科尔的国内航班提前2小时即可。航班动态可在本网站查看。',
        ),
      },
    ],
  },
  {
    slug: 'loyalty',
    title: t(
      'Бонусы и скидки',
      'Бонустар жана арзандатуулар',
      'Bonuses and discounts',
      'Bonuslar ve indirimler',
      '积分与优惠',
    ),
    items: [],
  },
];
