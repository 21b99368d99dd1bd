import type { LocalizedText } from '@sapar/contracts';

/**
 * The agency's tours: trips around Kyrgyzstan and outbound packages. Prices per person in whole
 * som; start days repeat every year ('MM-dd'). Images live in `apps/api/media/tours/` (800×500).
 */
export interface TourSeed {
  slug: string;
  kind: 'domestic' | 'outbound';
  title: LocalizedText;
  summary: LocalizedText;
  region: LocalizedText;
  description: LocalizedText;
  includes: LocalizedText[];
  image: string;
  priceFrom: number;
  durationDays: number;
  startDays: string[];
}

const t = (ru: string, ky: string, en: string, tr: string, zh: string): LocalizedText => ({ ru, ky, en, tr, zh });
const p = (ru: string, ky: string, en: string, tr: string, zh: string): LocalizedText =>
  t(`<p>${ru}</p>`, `<p>${ky}</p>`, `<p>${en}</p>`, `<p>${tr}</p>`, `<p>${zh}</p>`);
const img = (name: string) => `/media/tours/${name}.webp`;

const TRANSFER = t(
  'Трансфер из Бишкека и обратно',
  'Бишкектен трансфер жана кайра',
  'Transfer from Bishkek and back',
  'Bişkek’ten transfer ve dönüş',
  '比什凯克往返接送',
);
const GUIDE = t(
  'Русскоязычный гид',
  'Орус тилдүү гид',
  'English- or Russian-speaking guide',
  'İngilizce veya Rusça rehber',
  '英语或俄语导游',
);
const MEALS = t('Трёхразовое питание', 'Күнүнө үч маал тамак', 'Three meals a day', 'Günde üç öğün yemek', '一日三餐');
const FLIGHT = t(
  'Перелёт из Бишкека и обратно',
  'Бишкектен учуу жана кайра',
  'Return flight from Bishkek',
  'Bişkek’ten gidiş-dönüş uçuş',
  '比什凯克往返机票',
);
const HOTEL = t(
  'Отель и завтраки',
  'Мейманкана жана эртең мененки тамак',
  'Hotel with breakfast',
  'Kahvaltılı otel',
  '酒店及早餐',
);
const INSURANCE = t(
  'Медицинская страховка',
  'Медициналык камсыздандыруу',
  'Medical insurance',
  'Sağlık sigortası',
  '医疗保险',
);

export const TOURS_SEED: TourSeed[] = [
  {
    slug: 'issyk-kul-weekend',
    kind: 'domestic',
    title: t(
      'Выходные на Иссык-Куле',
      'Ысык-Көлдөгү дем алыш',
      'A weekend on Issyk-Kul',
      'Isık Göl’de hafta sonu',
      '伊塞克湖周末游',
    ),
    summary: t(
      'Пляжи Чолпон-Аты, петроглифы и горячие источники',
      'Чолпон-Атанын пляждары, петроглифтер жана ысык булактар',
      'Cholpon-Ata beaches, petroglyphs and hot springs',
      'Çolpon-Ata plajları, petroglifler ve kaplıcalar',
      '乔尔蓬阿塔海滩、岩画和温泉',
    ),
    region: t('Иссык-Кульская область', 'Ысык-Көл облусу', 'Issyk-Kul region', 'Isık Göl bölgesi', '伊塞克湖州'),
    description: p(
      'Три дня на самом большом горном озере Центральной Азии: отдых на пляже в Чолпон-Ате, музей петроглифов под открытым небом, прогулка на катере и вечер в горячих источниках Тамги.',
      'Борбордук Азиянын эң чоң тоо көлүндө үч күн: Чолпон-Атадагы пляжда эс алуу, ачык асман алдындагы петроглифтер музейи, катер менен сейил жана Тамгадагы ысык булактарда кеч.',
      'Three days on the largest mountain lake of Central Asia: the beach at Cholpon-Ata, the open-air petroglyph museum, a boat trip and an evening at the Tamga hot springs.',
      'Orta Asya’nın en büyük dağ gölünde üç gün: Çolpon-Ata’da plaj, açık hava petroglif müzesi, tekne turu ve Tamga kaplıcalarında bir akşam.',
      '在中亚最大的高山湖泊度过三天：乔尔蓬阿塔海滩、露天岩画博物馆、乘船游湖，以及在塔姆加温泉度过一个夜晚。',
    ),
    includes: [
      TRANSFER,
      t('Гостевой дом на берегу', 'Жээктеги конок үй', 'Guest house by the lake', 'Göl kenarında pansiyon', '湖畔民宿'),
      GUIDE,
    ],
    image: img('issyk-kul'),
    priceFrom: 14_500,
    durationDays: 3,
    startDays: ['06-13', '06-27', '07-11', '07-25', '08-08', '08-22'],
  },
  {
    slug: 'song-kol-yurts',
    kind: 'domestic',
    title: t(
      'Сон-Куль: ночь в юрте',
      'Соң-Көл: боз үйдө бир түн',
      'Song-Kol: a night in a yurt',
      'Son-Göl: yurtta bir gece',
      '颂湖：毡房之夜',
    ),
    summary: t(
      'Высокогорное озеро, кочевники и верховая езда',
      'Бийик тоолуу көл, көчмөндөр жана ат минүү',
      'A high lake, nomads and horse riding',
      'Yüksek dağ gölü, göçebeler ve at binme',
      '高山湖泊、游牧生活与骑马',
    ),
    region: t('Нарынская область', 'Нарын облусу', 'Naryn region', 'Narın bölgesi', '纳伦州'),
    description: p(
      'Озеро на высоте 3016 метров, где летом пасут скот кочевники. Переезд через перевал Калмак-Ашуу, конная прогулка по джайлоо, ночь в юрте, бешбармак и кумыс у семьи пастухов.',
      '3016 метр бийиктиктеги көл, жайында малчылар мал багышат. Калмак-Ашуу ашуусу аркылуу өтүү, жайлоодо ат менен сейил, боз үйдө түнөө, малчылардын үй-бүлөсүндө бешбармак жана кымыз.',
      'A lake at 3,016 metres where nomads graze their herds in summer. The drive over the Kalmak-Ashuu pass, a horse ride across the jailoo, a night in a yurt, beshbarmak and kumys with a herding family.',
      'Yazın göçebelerin sürülerini otlattığı 3.016 metredeki göl. Kalmak-Aşuu geçidinden yolculuk, yaylada at gezisi, yurtta bir gece, çoban ailesiyle beşbarmak ve kımız.',
      '海拔3016米的高山湖泊，夏季牧民在此放牧。翻越卡尔马克阿舒山口，在草原骑马，夜宿毡房，与牧民家庭品尝手抓肉和马奶酒。',
    ),
    includes: [
      TRANSFER,
      t('Ночь в юрте', 'Боз үйдө түнөө', 'A night in a yurt', 'Yurtta konaklama', '毡房住宿'),
      MEALS,
      t('Конная прогулка 2 часа', '2 саат ат минүү', 'Two-hour horse ride', 'İki saatlik at gezisi', '两小时骑马'),
    ],
    image: img('song-kol'),
    priceFrom: 18_900,
    durationDays: 2,
    startDays: ['06-20', '07-04', '07-18', '08-01', '08-15', '08-29'],
  },
  {
    slug: 'ala-archa-day',
    kind: 'domestic',
    title: t(
      'Ала-Арча за один день',
      'Ала-Арча бир күндө',
      'Ala-Archa in a day',
      'Bir günde Ala-Arça',
      '阿拉阿尔恰一日游',
    ),
    summary: t(
      'Национальный парк в 40 км от Бишкека',
      'Бишкектен 40 км алыстыктагы улуттук парк',
      'A national park 40 km from Bishkek',
      'Bişkek’e 40 km mesafede milli park',
      '距比什凯克40公里的国家公园',
    ),
    region: t('Чуйская область', 'Чүй облусу', 'Chui region', 'Çüy bölgesi', '楚河州'),
    description: p(
      'Пеший маршрут вдоль реки Ала-Арча к водопаду Ак-Сай среди елей и снежных вершин. Подходит для начинающих: 10 км, набор высоты около 600 метров, обед-пикник в ущелье.',
      'Ала-Арча дарыясын бойлоп, карагайлар жана карлуу чокулар арасынан Ак-Сай шаркыратмасына жөө каттам. Башталгычтар үчүн ылайыктуу: 10 км, бийиктик болжол менен 600 метр, капчыгайда пикник-түшкү тамак.',
      'A walk along the Ala-Archa river to the Ak-Sai waterfall among spruces and snowy peaks. Fine for beginners: 10 km, about 600 metres of ascent, a picnic lunch in the gorge.',
      'Ladin ağaçları ve karlı zirveler arasında Ala-Arça nehri boyunca Ak-Say şelalesine yürüyüş. Yeni başlayanlar için uygun: 10 km, yaklaşık 600 metre tırmanış, vadide piknik öğle yemeği.',
      '沿阿拉阿尔恰河徒步前往阿克赛瀑布，沿途云杉环绕、雪峰耸立。适合初学者：全程10公里，爬升约600米，在峡谷享用野餐午饭。',
    ),
    includes: [
      TRANSFER,
      GUIDE,
      t('Входной билет в парк', 'Паркка кирүү билети', 'Park entrance ticket', 'Park giriş bileti', '公园门票'),
      t('Обед-пикник', 'Пикник-түшкү тамак', 'Picnic lunch', 'Piknik öğle yemeği', '野餐午饭'),
    ],
    image: img('ala-archa'),
    priceFrom: 4_900,
    durationDays: 1,
    startDays: ['05-10', '05-24', '06-07', '06-21', '07-05', '07-19', '08-02', '08-16', '09-06', '09-20'],
  },
  {
    slug: 'osh-sulaiman-too',
    kind: 'domestic',
    title: t(
      'Ош: базар и Сулайман-Тоо',
      'Ош: базар жана Сулайман-Тоо',
      'Osh: the bazaar and Sulaiman-Too',
      'Oş: çarşı ve Süleyman Dağı',
      '奥什：集市与苏莱曼山',
    ),
    summary: t(
      'Древний город юга с перелётом из Бишкека',
      'Түштүктүн байыркы шаары, Бишкектен учуу менен',
      'The ancient city of the south, with flights from Bishkek',
      'Güneyin kadim şehri, Bişkek’ten uçuşla',
      '南部古城，含比什凯克往返机票',
    ),
    region: t('Ошская область', 'Ош облусу', 'Osh region', 'Oş bölgesi', '奥什州'),
    description: p(
      'Подъём на священную гору Сулайман-Тоо (объект ЮНЕСКО) и музей в пещере, утро на Жайма-базаре — одном из старейших базаров Великого шёлкового пути, плов в чайхане и вечерний Ош.',
      'Ыйык Сулайман-Тоо тоосуна чыгуу (ЮНЕСКОнун объектиси) жана үңкүрдөгү музей, Улуу Жибек жолунун эң байыркы базарларынын бири болгон Жайма-базарда эртең менен, чайканада палоо жана кечки Ош.',
      'A climb up the sacred Sulaiman-Too mountain (a UNESCO site) and its cave museum, a morning at the Jayma bazaar, one of the oldest on the Silk Road, plov in a chaikhana and Osh by night.',
      'Kutsal Süleyman Dağı’na (UNESCO mirası) tırmanış ve mağara müzesi, İpek Yolu’nun en eski çarşılarından Jayma çarşısında bir sabah, çayhanede pilav ve gece Oş’u.',
      '登上圣山苏莱曼山（联合国教科文组织世界遗产）并参观洞穴博物馆，清晨逛丝绸之路最古老的集市之一——贾伊马集市，在茶馆品尝抓饭，夜游奥什。',
    ),
    includes: [
      FLIGHT,
      HOTEL,
      GUIDE,
      t('Билеты в музеи', 'Музейлерге билеттер', 'Museum tickets', 'Müze biletleri', '博物馆门票'),
    ],
    image: img('osh-sulaiman-too'),
    priceFrom: 27_800,
    durationDays: 3,
    startDays: ['04-17', '05-15', '06-12', '09-11', '10-09'],
  },
  {
    slug: 'karakol-mountains',
    kind: 'domestic',
    title: t(
      'Каракол и ущелье Джеты-Огуз',
      'Каракол жана Жети-Өгүз капчыгайы',
      'Karakol and the Jeti-Oguz gorge',
      'Karakol ve Ceti-Oğuz vadisi',
      '卡拉科尔与杰特奥古兹峡谷',
    ),
    summary: t(
      'Дунганская мечеть, красные скалы и горы Тянь-Шаня',
      'Дуңган мечити, кызыл аскалар жана Теңир-Тоо',
      'The Dungan mosque, red rocks and the Tien Shan',
      'Dungan camii, kızıl kayalar ve Tanrı Dağları',
      '东干清真寺、红岩与天山',
    ),
    region: t('Иссык-Кульская область', 'Ысык-Көл облусу', 'Issyk-Kul region', 'Isık Göl bölgesi', '伊塞克湖州'),
    description: p(
      'Каракол — столица горного туризма: деревянная Дунганская мечеть и Свято-Троицкий собор, скалы «Семь быков» и «Разбитое сердце» в Джеты-Огузе, долина Кок-Жайык, зимой — катание на горнолыжной базе.',
      'Каракол — тоо туризминин борбору: жыгач Дуңган мечити жана Ыйык Троица собору, Жети-Өгүздөгү «Жети өгүз» жана «Жаралуу жүрөк» аскалары, Көк-Жайык өрөөнү, кышында тоо лыжа базасында тебүү.',
      'Karakol is the capital of mountain tourism: the wooden Dungan mosque and the Holy Trinity cathedral, the Seven Bulls and Broken Heart rocks of Jeti-Oguz, the Kok-Jaiyk valley, and skiing at the ski base in winter.',
      'Karakol dağ turizminin başkentidir: ahşap Dungan camii ve Kutsal Üçlü katedrali, Ceti-Oğuz’daki Yedi Boğa ve Kırık Kalp kayaları, Kök-Jayık vadisi ve kışın kayak merkezinde kayak.',
      '卡拉科尔是山地旅游之都：木结构东干清真寺和圣三一大教堂、杰特奥古兹的“七公牛”和“破碎之心”红岩、阔克佳依克山谷，冬季可在滑雪场滑雪。',
    ),
    includes: [
      TRANSFER,
      t('Гостиница в Караколе', 'Караколдогу мейманкана', 'Hotel in Karakol', 'Karakol’da otel', '卡拉科尔酒店'),
      MEALS,
      GUIDE,
    ],
    image: img('karakol'),
    priceFrom: 23_400,
    durationDays: 4,
    startDays: ['01-10', '02-07', '06-18', '07-16', '08-13', '09-10', '12-20'],
  },
  {
    slug: 'antalya-all-inclusive',
    kind: 'outbound',
    title: t(
      'Анталья, всё включено',
      'Анталия, баары камтылган',
      'Antalya, all inclusive',
      'Antalya, her şey dahil',
      '安塔利亚全包游',
    ),
    summary: t(
      '7 ночей на Средиземном море с прямым перелётом',
      'Жер Ортолук деңизинде 7 түн, түз учуу менен',
      'Seven nights on the Mediterranean with a direct flight',
      'Doğrudan uçuşla Akdeniz’de 7 gece',
      '地中海7晚，含直飞航班',
    ),
    region: t('Турция', 'Түркия', 'Turkey', 'Türkiye', '土耳其'),
    description: p(
      'Отели 4–5★ в Кемере, Белеке и Аланье по системе «всё включено», прямой рейс из Манаса, трансфер из аэропорта. По желанию — экскурсии в Памуккале и на яхте. Визу гражданам Кыргызстана оформлять не нужно.',
      'Кемер, Белек жана Аланиядагы 4–5★ мейманканалар «баары камтылган» системасы боюнча, Манастан түз рейс, аэропорттон трансфер. Каалоо боюнча — Памуккалеге жана яхта менен экскурсиялар. Кыргызстандын жарандарына виза керек эмес.',
      'Four- and five-star all-inclusive hotels in Kemer, Belek and Alanya, a direct flight from Manas and the airport transfer. Optional trips to Pamukkale and by yacht. Citizens of Kyrgyzstan need no visa.',
      'Kemer, Belek ve Alanya’da 4–5 yıldızlı her şey dahil oteller, Manas’tan doğrudan uçuş ve havalimanı transferi. İsteğe bağlı Pamukkale ve tekne turları. Kırgızistan vatandaşlarına vize gerekmez.',
      '入住凯梅尔、贝莱克和阿拉尼亚的四至五星级全包酒店，玛纳斯直飞航班，含机场接送。可选帕穆克卡莱和游艇游览。吉尔吉斯斯坦公民免签。',
    ),
    includes: [
      FLIGHT,
      t(
        'Отель «всё включено»',
        '«Баары камтылган» мейманкана',
        'All-inclusive hotel',
        'Her şey dahil otel',
        '全包酒店',
      ),
      t(
        'Трансфер аэропорт — отель',
        'Аэропорт — мейманкана трансфери',
        'Airport–hotel transfer',
        'Havalimanı–otel transferi',
        '机场至酒店接送',
      ),
      INSURANCE,
    ],
    image: img('antalya'),
    priceFrom: 89_000,
    durationDays: 8,
    startDays: ['05-02', '05-23', '06-06', '06-20', '07-04', '07-18', '08-01', '08-15', '09-05', '09-26'],
  },
  {
    slug: 'dubai-city-break',
    kind: 'outbound',
    title: t(
      'Дубай: город и пустыня',
      'Дубай: шаар жана чөл',
      'Dubai: the city and the desert',
      'Dubai: şehir ve çöl',
      '迪拜：城市与沙漠',
    ),
    summary: t(
      '5 ночей, сафари на джипах и Бурдж-Халифа',
      '5 түн, джип сафари жана Бурж-Халифа',
      'Five nights, a jeep safari and the Burj Khalifa',
      '5 gece, cip safarisi ve Burj Khalifa',
      '5晚，吉普沙漠探险与哈利法塔',
    ),
    region: t('ОАЭ', 'БАЭ', 'United Arab Emirates', 'Birleşik Arap Emirlikleri', '阿联酋'),
    description: p(
      'Отель в районе Дубай Марина, смотровая площадка Бурдж-Халифы, сафари по дюнам с ужином в лагере бедуинов, круиз на доу по заливу и свободные дни для шопинга. Туристическая виза ОАЭ входит в стоимость.',
      'Дубай Марина районундагы мейманкана, Бурж-Халифанын көрүү аянтчасы, бедуиндердин лагеринде кечки тамак менен дөбөлөр боюнча сафари, булуңда доу кемесинде круиз жана шопинг үчүн бош күндөр. БАЭнин туристтик визасы баага кирет.',
      'A hotel in Dubai Marina, the Burj Khalifa observation deck, a dune safari with dinner at a Bedouin camp, a dhow cruise on the creek and free days for shopping. The UAE tourist visa is included.',
      'Dubai Marina’da otel, Burj Khalifa seyir terası, Bedevi kampında akşam yemekli kum tepesi safarisi, koyda geleneksel tekne turu ve alışveriş için serbest günler. BAE turist vizesi fiyata dahildir.',
      '入住迪拜码头区酒店，登哈利法塔观景台，沙丘探险并在贝都因营地享用晚餐，乘传统木船夜游迪拜河，另有自由购物日。含阿联酋旅游签证。',
    ),
    includes: [
      FLIGHT,
      HOTEL,
      t('Виза ОАЭ', 'БАЭ визасы', 'UAE visa', 'BAE vizesi', '阿联酋签证'),
      t('Сафари и круиз', 'Сафари жана круиз', 'Safari and cruise', 'Safari ve tekne turu', '沙漠探险和游船'),
      INSURANCE,
    ],
    image: img('dubai'),
    priceFrom: 112_000,
    durationDays: 6,
    startDays: ['01-15', '02-12', '03-12', '04-09', '10-15', '11-12', '12-10'],
  },
];
