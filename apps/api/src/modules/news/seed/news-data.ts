import type { LocalizedText } from '@sapar/contracts';

/**
 * Demo news of the agency, in every interface language. `content` is HTML limited to
 * <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <em>, <a href>, <blockquote>; the API sanitises it
 * again before serving. Images live in `apps/api/media/news/` (main 1200×675, gallery 1200×800).
 * Items with an empty `gallery` exist on purpose: the UI hides the gallery block for them.
 */
export interface NewsSeed {
  slug: string;
  /** ISO 8601, UTC. */
  published_at: string;
  /** `/media/news/<file>.webp` */
  main_image: string;
  title: LocalizedText;
  desc: LocalizedText;
  /** HTML */
  content: LocalizedText;
  gallery: Array<{ image: string; alt: LocalizedText }>;
}

const html = (...blocks: string[]): string => blocks.join('');
const img = (file: string): string => `/media/news/${file}.webp`;

/**
 * Builds the content of the sanitiser fixture: the same attack markup in every language around
 * localized, legitimate text, so that the page still reads well once the attacks are stripped.
 */
function withAttacks(t: {
  intro: string;
  heading: string;
  rules: [string, string, string];
  faq: [before: string, link: string, after: string];
  outro: string;
}): string {
  return html(
    `<p>${t.intro}</p>`,
    `<script>alert(1)</script>`,
    `<h2>${t.heading}</h2>`,
    `<ul><li>${t.rules[0]}</li><li onclick="alert(4)">${t.rules[1]}</li><li>${t.rules[2]}</li></ul>`,
    `<img src=x onerror="alert(2)">`,
    `<p style="position:fixed;top:0;left:0;width:100%;height:100%">${t.faq[0]}<a href="javascript:alert(3)">${t.faq[1]}</a>${t.faq[2]}</p>`,
    `<iframe src="https://evil.example/steal"></iframe>`,
    `<p>${t.outro}</p>`,
  );
}

export const NEWS_SEED: NewsSeed[] = [
  {
    slug: 'new-year-holidays-booking',
    published_at: '2026-11-15T08:00:00Z',
    main_image: img('new-year-holidays'),
    title: {
      ru: `Новогодние каникулы: как купить билеты выгодно`,
      ky: `Жаңы жылдык каникул: билетти кантип пайдалуу сатып алса болот`,
      en: `New Year holidays: how to get a good deal on tickets`,
      tr: `Yılbaşı tatili: biletleri uygun fiyata almanın yolları`,
      zh: `新年假期：如何买到划算的机票`,
    },
    desc: {
      ru: `Спрос на перелёты с 25 декабря по 10 января растёт каждый день. Делимся советами, как не переплатить, и рассказываем о работе офисов в праздники.`,
      ky: `25-декабрдан 10-январга чейинки учууларга суроо-талап күн сайын өсүүдө. Ашыкча төлөбөө боюнча кеңештерибиз жана майрам күндөрүндөгү кеңселердин иш тартиби тууралуу.`,
      en: `Demand for flights between 25 December and 10 January is growing every day. Here are our tips on not overpaying, plus our office hours over the holidays.`,
      tr: `25 Aralık – 10 Ocak arasındaki uçuşlara talep her gün artıyor. Fazla ödememeniz için ipuçlarımızı ve tatil döneminde ofislerimizin çalışma saatlerini paylaşıyoruz.`,
      zh: `12 月 25 日至 1 月 10 日期间的机票需求与日俱增。我们为您分享省钱技巧，并介绍节日期间办事处的营业安排。`,
    },
    content: {
      ru: html(
        `<p>До Нового года остаётся полтора месяца, а билеты на самые популярные даты уже дорожают. Чаще всего ищут перелёты в Москву, Стамбул, Дубай и Алматы, а также рейсы Бишкек — Ош для тех, кто едет домой к родным.</p>`,
        `<h2>Как сэкономить</h2>`,
        `<ol><li><strong>Покупайте заранее.</strong> За две-три недели до праздников цены обычно заметно выше.</li><li><strong>Будьте гибкими с датами.</strong> Вылет 29 или 30 декабря часто дешевле, чем 31-го, а возвращаться выгоднее после 5 января.</li><li><strong>Сравните аэропорты.</strong> В Москве три крупных аэропорта — Внуково, Шереметьево и Домодедово, и цены на рейсы в них могут заметно отличаться.</li></ol>`,
        `<h2>Работа в праздники</h2>`,
        `<p>31 декабря офисы в Бишкеке и Оше работают до 15:00, 1 и 2 января — выходные дни. Сайт и онлайн-оплата доступны круглосуточно, а служба поддержки отвечает на сообщения все праздники.</p>`,
        `<p>Желаем вам лёгких перелётов и счастливого Нового года!</p>`,
      ),
      ky: html(
        `<p>Жаңы жылга бир жарым ай калды, ал эми эң популярдуу күндөргө билеттер кымбаттап баштады. Көбүнчө Москвага, Стамбулга, Дубайга жана Алматыга учууларды, ошондой эле үйүнө, туугандарына бараткандар Бишкек — Ош каттамдарын издешет.</p>`,
        `<h2>Кантип үнөмдөсө болот</h2>`,
        `<ol><li><strong>Алдын ала сатып алыңыз.</strong> Майрамга эки-үч жума калганда баалар адатта бир топ жогору болот.</li><li><strong>Күндөрдү ийкемдүү тандаңыз.</strong> 29 же 30-декабрда учуу көбүнчө 31-декабрга караганда арзан, ал эми 5-январдан кийин кайтуу пайдалуураак.</li><li><strong>Аэропортторду салыштырыңыз.</strong> Москвада үч ири аэропорт бар — Внуково, Шереметьево жана Домодедово, аларга учуулардын баасы бир топ айырмаланышы мүмкүн.</li></ol>`,
        `<h2>Майрам күндөрүндөгү иш тартиби</h2>`,
        `<p>31-декабрда Бишкектеги жана Оштогу кеңселер саат 15:00гө чейин иштейт, 1 жана 2-январь — дем алыш күндөр. Сайт жана онлайн төлөм күнү-түнү жеткиликтүү, ал эми колдоо кызматы майрам бою билдирүүлөргө жооп берет.</p>`,
        `<p>Жеңил учууларды жана бактылуу Жаңы жылды каалайбыз!</p>`,
      ),
      en: html(
        `<p>There are just six weeks left until New Year, and tickets for the most popular dates are already getting more expensive. The most searched-for destinations are Moscow, Istanbul, Dubai and Almaty, along with Bishkek – Osh flights for those heading home to their families.</p>`,
        `<h2>How to save</h2>`,
        `<ol><li><strong>Buy early.</strong> Two or three weeks before the holidays, prices are usually noticeably higher.</li><li><strong>Be flexible with dates.</strong> Flying on 29 or 30 December is often cheaper than on the 31st, and returning after 5 January costs less.</li><li><strong>Compare airports.</strong> Moscow has three major airports — Vnukovo, Sheremetyevo and Domodedovo — and fares to each can differ considerably.</li></ol>`,
        `<h2>Holiday opening hours</h2>`,
        `<p>On 31 December our offices in Bishkek and Osh are open until 15:00; 1 and 2 January are days off. The website and online payment are available around the clock, and our support team will answer messages throughout the holidays.</p>`,
        `<p>We wish you smooth flights and a happy New Year!</p>`,
      ),
      tr: html(
        `<p>Yılbaşına bir buçuk ay kaldı ve en popüler tarihler için bilet fiyatları şimdiden yükseliyor. En çok aranan rotalar Moskova, İstanbul, Dubai ve Almatı; ailelerinin yanına dönenler için Bişkek – Oş uçuşları da yoğun ilgi görüyor.</p>`,
        `<h2>Nasıl tasarruf edilir?</h2>`,
        `<ol><li><strong>Erken alın.</strong> Tatile iki üç hafta kala fiyatlar genellikle belirgin şekilde daha yüksek oluyor.</li><li><strong>Tarihlerde esnek olun.</strong> 29 ya da 30 Aralık'ta uçmak çoğu zaman 31 Aralık'tan daha ucuz; dönüş için ise 5 Ocak sonrası daha avantajlı.</li><li><strong>Havalimanlarını karşılaştırın.</strong> Moskova'da üç büyük havalimanı var: Vnukovo, Şeremetyevo ve Domodedovo. Her birine uçuş fiyatları önemli ölçüde farklı olabilir.</li></ol>`,
        `<h2>Tatilde çalışma saatleri</h2>`,
        `<p>31 Aralık'ta Bişkek ve Oş ofislerimiz 15.00'e kadar açık; 1 ve 2 Ocak tatil günleri. İnternet sitemiz ve çevrim içi ödeme 7/24 kullanılabilir, destek ekibimiz de tatil boyunca mesajlarınızı yanıtlayacak.</p>`,
        `<p>Keyifli uçuşlar ve mutlu yıllar dileriz!</p>`,
      ),
      zh: html(
        `<p>距离新年只剩一个半月，热门日期的机票已经开始涨价。搜索最多的目的地是莫斯科、伊斯坦布尔、迪拜和阿拉木图，回家团聚的旅客也在积极搜索比什凯克—奥什航班。</p>`,
        `<h2>省钱技巧</h2>`,
        `<ol><li><strong>提前购票。</strong>节前两三周，票价通常会明显上涨。</li><li><strong>灵活选择日期。</strong>12 月 29 日或 30 日出发往往比 31 日便宜，1 月 5 日之后返程也更划算。</li><li><strong>比较不同机场。</strong>莫斯科有伏努科沃、谢列梅捷沃和多莫杰多沃三大机场，飞往各机场的票价可能相差不少。</li></ol>`,
        `<h2>节日营业安排</h2>`,
        `<p>12 月 31 日，比什凯克和奥什办事处营业至 15:00；1 月 1 日和 2 日休息。网站和在线支付 24 小时可用，客服团队在整个假期都会回复您的消息。</p>`,
        `<p>祝您旅途顺利，新年快乐！</p>`,
      ),
    },
    gallery: [],
  },
  {
    slug: 'osh-office-opening',
    published_at: '2026-10-14T05:00:00Z',
    main_image: img('osh-office'),
    title: {
      ru: `Sapar открыл офис в Оше`,
      ky: `Sapar Ош шаарында кеңсе ачты`,
      en: `Sapar opens an office in Osh`,
      tr: `Sapar, Oş'ta ofis açtı`,
      zh: `Sapar 奥什办事处正式开业`,
    },
    desc: {
      ru: `Наш второй офис работает в центре Оша, на улице Курманжан Датки. Здесь можно купить билет, оплатить заказ наличными и получить консультацию.`,
      ky: `Экинчи кеңсебиз Ош шаарынын борборунда, Курманжан Датка көчөсүндө иштейт. Бул жерден билет сатып алып, буйрутманы накталай төлөп, кеңеш алсаңыз болот.`,
      en: `Our second office is now open in central Osh, on Kurmanjan Datka Street. Come in to buy a ticket, pay for your order in cash or get advice.`,
      tr: `İkinci ofisimiz Oş şehir merkezinde, Kurmancan Datka Caddesi'nde hizmet veriyor. Burada bilet alabilir, siparişinizi nakit ödeyebilir ve danışmanlık alabilirsiniz.`,
      zh: `我们的第二家办事处位于奥什市中心的库尔曼詹·达特卡街。您可以在这里购票、以现金支付订单并获得咨询服务。`,
    },
    content: {
      ru: html(
        `<p>Мы рады сообщить, что у Sapar теперь есть офис в Оше! Он находится в центре города, на <strong>улице Курманжан Датки</strong>.</p>`,
        `<h2>Чем мы можем помочь</h2>`,
        `<ul><li>Подобрать и оформить авиабилеты по любым направлениям.</li><li>Принять оплату наличными, банковской картой или через MBank.</li><li>Обменять или вернуть билет, купленный на сайте или в офисе.</li><li>Проконсультировать по визам, багажу и документам для детей.</li></ul>`,
        `<h2>Режим работы</h2>`,
        `<p>Понедельник — суббота: с 9:00 до 19:00, воскресенье — выходной. Записываться заранее не нужно, но в дни перед праздниками лучше прийти пораньше.</p>`,
        `<blockquote>«Многие наши клиенты с юга раньше звонили в Бишкек или ждали ответа в мессенджерах. Теперь с ними можно поговорить лично», — говорит руководитель офиса в Оше.</blockquote>`,
        `<p>Офис в Бишкеке работает в прежнем режиме, а онлайн-поддержка на сайте доступна круглосуточно.</p>`,
      ),
      ky: html(
        `<p>Sapar эми Ошто да кеңсе ачканын кубаныч менен билдиребиз! Ал шаардын борборунда, <strong>Курманжан Датка көчөсүндө</strong> жайгашкан.</p>`,
        `<h2>Эмнеге жардам бере алабыз</h2>`,
        `<ul><li>Каалаган багытка авиабилеттерди тандап, тариздеп беребиз.</li><li>Төлөмдү накталай, банк картасы же MBank аркылуу кабыл алабыз.</li><li>Сайттан же кеңседен сатылып алынган билетти алмаштырып же кайтарып беребиз.</li><li>Визалар, жүк жана балдардын документтери боюнча кеңеш беребиз.</li></ul>`,
        `<h2>Иш тартиби</h2>`,
        `<p>Дүйшөмбүдөн ишембиге чейин саат 9:00дөн 19:00гө чейин, жекшемби — дем алыш күн. Алдын ала жазылуунун кереги жок, бирок майрам алдындагы күндөрү эртерээк келгениңиз оң.</p>`,
        `<blockquote>«Түштүктөгү кардарларыбыздын көбү мурда Бишкекке чалып же мессенджерлерде жооп күтүшчү. Эми алар менен бетме-бет сүйлөшсө болот», — дейт Ош кеңсесинин жетекчиси.</blockquote>`,
        `<p>Бишкектеги кеңсе мурдагыдай эле иштей берет, ал эми сайттагы онлайн колдоо күнү-түнү жеткиликтүү.</p>`,
      ),
      en: html(
        `<p>We are delighted to announce that Sapar now has an office in Osh! You will find it in the city centre, on <strong>Kurmanjan Datka Street</strong>.</p>`,
        `<h2>How we can help</h2>`,
        `<ul><li>Find and book flights to any destination.</li><li>Accept payment in cash, by bank card or via MBank.</li><li>Change or refund tickets bought on the website or at the office.</li><li>Advise on visas, baggage and documents for children.</li></ul>`,
        `<h2>Opening hours</h2>`,
        `<p>Monday to Saturday, 9:00 to 19:00; closed on Sundays. No appointment is needed, but on the days before public holidays it is best to come early.</p>`,
        `<blockquote>“Many of our customers in the south used to call Bishkek or wait for replies in messaging apps. Now they can talk to us in person,” says the head of the Osh office.</blockquote>`,
        `<p>Our Bishkek office continues to work as usual, and online support on the website is available around the clock.</p>`,
      ),
      tr: html(
        `<p>Sapar'ın artık Oş'ta da bir ofisi olduğunu duyurmaktan mutluluk duyuyoruz! Ofisimiz şehir merkezinde, <strong>Kurmancan Datka Caddesi</strong> üzerinde bulunuyor.</p>`,
        `<h2>Size nasıl yardımcı olabiliriz?</h2>`,
        `<ul><li>Her yöne uçak bileti bulup düzenliyoruz.</li><li>Nakit, banka kartı veya MBank ile ödeme kabul ediyoruz.</li><li>İnternet sitesinden ya da ofisten alınan biletleri değiştiriyor veya iade ediyoruz.</li><li>Vize, bagaj ve çocukların belgeleri konusunda danışmanlık veriyoruz.</li></ul>`,
        `<h2>Çalışma saatleri</h2>`,
        `<p>Pazartesi – cumartesi: 09.00 – 19.00, pazar günü kapalı. Randevu gerekmez, ancak resmî tatillerden önceki günlerde erken gelmenizi öneririz.</p>`,
        `<blockquote>“Güneydeki müşterilerimizin çoğu eskiden Bişkek'i arıyor ya da mesajlaşma uygulamalarında yanıt bekliyordu. Artık bizimle yüz yüze görüşebilirler,” diyor Oş ofisi müdürü.</blockquote>`,
        `<p>Bişkek ofisimiz her zamanki gibi çalışmaya devam ediyor; internet sitesindeki çevrim içi destek ise 7/24 hizmetinizde.</p>`,
      ),
      zh: html(
        `<p>我们很高兴地宣布，Sapar 在奥什开设了办事处！办事处位于市中心的<strong>库尔曼詹·达特卡街</strong>。</p>`,
        `<h2>我们可以为您提供</h2>`,
        `<ul><li>查询并预订前往各地的机票。</li><li>接受现金、银行卡或 MBank 付款。</li><li>办理在网站或办事处购买的机票的改签和退票。</li><li>提供签证、行李及儿童证件方面的咨询。</li></ul>`,
        `<h2>营业时间</h2>`,
        `<p>周一至周六 9:00—19:00，周日休息。无需预约，但节假日前几天建议尽早前来。</p>`,
        `<blockquote>“以前，南部的许多客户只能给比什凯克打电话，或在即时通讯软件上等待回复。现在他们可以当面和我们沟通了。”奥什办事处负责人说。</blockquote>`,
        `<p>比什凯克办事处照常营业，网站在线客服 24 小时为您服务。</p>`,
      ),
    },
    gallery: [
      {
        image: img('osh-office-street'),
        alt: {
          ru: `Улица в Оше и гора Сулайман-Тоо на закате`,
          ky: `Ош шаарындагы көчө жана күн батканда Сулайман-Тоо`,
          en: `A street in Osh and Sulaiman-Too mountain at sunset`,
          tr: `Gün batımında Oş'ta bir cadde ve Süleyman Dağı`,
          zh: `日落时分的奥什街道与苏莱曼山`,
        },
      },
      {
        image: img('osh-office-interior'),
        alt: {
          ru: `Зал обслуживания клиентов в новом офисе`,
          ky: `Жаңы кеңседеги кардарларды тейлөө залы`,
          en: `The customer service area in the new office`,
          tr: `Yeni ofisteki müşteri hizmetleri salonu`,
          zh: `新办事处的客户服务区`,
        },
      },
    ],
  },
  {
    slug: 'osh-moscow-direct-flights',
    published_at: '2026-09-15T07:30:00Z',
    main_image: img('osh-moscow'),
    title: {
      ru: `Прямые рейсы Ош — Москва: новое расписание на зиму`,
      ky: `Ош — Москва түз каттамдары: кышкы жаңы учуу тартиби`,
      en: `Direct Osh – Moscow flights: the new winter schedule`,
      tr: `Oş – Moskova direkt uçuşları: yeni kış tarifesi`,
      zh: `奥什—莫斯科直飞航班：冬季新时刻表`,
    },
    desc: {
      ru: `С 25 октября из Оша в Москву (Внуково) можно улететь без пересадок пять раз в неделю. Билеты уже в продаже.`,
      ky: `25-октябрдан тартып Оштон Москвага (Внуково) жумасына беш жолу которулбай учууга болот. Билеттер сатыкка чыкты.`,
      en: `From 25 October you can fly non-stop from Osh to Moscow (Vnukovo) five times a week. Tickets are already on sale.`,
      tr: `25 Ekim'den itibaren Oş'tan Moskova'ya (Vnukovo) haftada beş kez aktarmasız uçabilirsiniz. Biletler satışta.`,
      zh: `自 10 月 25 日起，奥什至莫斯科（伏努科沃）直飞航班每周五班。机票现已开售。`,
    },
    content: {
      ru: html(
        `<p>Ош — второй по величине город страны, и прямое сообщение с Москвой особенно важно для жителей юга. С началом зимнего расписания, с <strong>25 октября 2026 года</strong>, прямые рейсы Ош — Москва (Внуково) будут выполняться <strong>пять раз в неделю</strong>.</p>`,
        `<h2>Расписание</h2>`,
        `<ul><li>Вылет из Оша в 06:10, прилёт во Внуково в 08:30 по московскому времени.</li><li>Обратный рейс вылетает из Москвы в 10:00 и прибывает в Ош в 17:40 по местному времени.</li><li>Время в полёте — около пяти часов.</li></ul>`,
        `<p>Тарифы в одну сторону — от <strong>13 500 сом</strong>, в стоимость входят багаж 23 кг и ручная кладь 10 кг. Пассажирам из Джалал-Абада и Баткена больше не нужно ехать в Бишкек, чтобы улететь в Москву без пересадок.</p>`,
        `<p>Перед поездкой проверьте срок действия документов и требования к въезду на сайте авиакомпании или спросите наших специалистов.</p>`,
      ),
      ky: html(
        `<p>Ош — өлкөнүн экинчи чоң шаары, ошондуктан Москва менен түз каттам түштүктүн тургундары үчүн өзгөчө маанилүү. Кышкы учуу тартиби башталганда, <strong>2026-жылдын 25-октябрынан</strong> тартып Ош — Москва (Внуково) түз каттамдары <strong>жумасына беш жолу</strong> аткарылат.</p>`,
        `<h2>Учуу тартиби</h2>`,
        `<ul><li>Оштон саат 06:10до учуп, Внуково аэропортуна Москва убактысы боюнча 08:30да келет.</li><li>Кайтуучу каттам Москвадан саат 10:00дө учуп, Ошко жергиликтүү убакыт боюнча 17:40та келет.</li><li>Асманда болжол менен беш саат.</li></ul>`,
        `<p>Бир тарапка тарифтер <strong>13 500 сомдон</strong> башталат, баасына 23 кг жүк жана 10 кг кол жүгү кирет. Эми Жалал-Абаддан жана Баткенден келген жүргүнчүлөргө Москвага которулбай учуу үчүн Бишкекке баруунун кереги жок.</p>`,
        `<p>Сапар алдында документтериңиздин жарактуулук мөөнөтүн жана кирүү талаптарын авиакомпаниянын сайтынан текшериңиз же биздин адистерден сураңыз.</p>`,
      ),
      en: html(
        `<p>Osh is the country's second-largest city, and a direct link to Moscow matters a great deal to people in the south. With the start of the winter schedule on <strong>25 October 2026</strong>, direct Osh – Moscow (Vnukovo) flights will operate <strong>five times a week</strong>.</p>`,
        `<h2>Schedule</h2>`,
        `<ul><li>Departure from Osh at 06:10, arrival at Vnukovo at 08:30 Moscow time.</li><li>The return flight leaves Moscow at 10:00 and lands in Osh at 17:40 local time.</li><li>The flight takes about five hours.</li></ul>`,
        `<p>One-way fares start from <strong>13,500 som</strong> and include 23 kg of checked baggage and 10 kg of hand luggage. Passengers from Jalal-Abad and Batken no longer need to travel to Bishkek to fly to Moscow without a connection.</p>`,
        `<p>Before you travel, check that your documents are valid and review the entry requirements on the airline's website, or ask our specialists.</p>`,
      ),
      tr: html(
        `<p>Oş ülkenin ikinci büyük şehri ve Moskova ile direkt bağlantı güneyde yaşayanlar için büyük önem taşıyor. Kış tarifesinin başladığı <strong>25 Ekim 2026</strong> tarihinden itibaren Oş – Moskova (Vnukovo) direkt seferleri <strong>haftada beş kez</strong> yapılacak.</p>`,
        `<h2>Uçuş programı</h2>`,
        `<ul><li>Oş'tan kalkış 06.10'da, Vnukovo'ya varış Moskova saatiyle 08.30'da.</li><li>Dönüş uçuşu Moskova'dan 10.00'da kalkıyor ve yerel saatle 17.40'ta Oş'a iniyor.</li><li>Uçuş süresi yaklaşık beş saat.</li></ul>`,
        `<p>Tek yön fiyatlar <strong>13.500 somdan</strong> başlıyor; fiyata 23 kg bagaj ve 10 kg kabin bagajı dahil. Celalabad ve Batken'deki yolcuların Moskova'ya aktarmasız uçmak için artık Bişkek'e gitmesine gerek yok.</p>`,
        `<p>Seyahatten önce belgelerinizin geçerlilik süresini ve giriş koşullarını havayolunun internet sitesinden kontrol edin ya da uzmanlarımıza danışın.</p>`,
      ),
      zh: html(
        `<p>奥什是吉尔吉斯斯坦第二大城市，与莫斯科的直飞航线对南部居民尤为重要。自 <strong>2026 年 10 月 25 日</strong>冬季时刻表启用起，奥什—莫斯科（伏努科沃）直飞航班将<strong>每周执飞五班</strong>。</p>`,
        `<h2>航班时刻</h2>`,
        `<ul><li>06:10 从奥什起飞，莫斯科时间 08:30 抵达伏努科沃机场。</li><li>回程航班 10:00 从莫斯科起飞，当地时间 17:40 抵达奥什。</li><li>飞行时间约五小时。</li></ul>`,
        `<p>单程票价 <strong>13,500 索姆</strong>起，含 23 公斤托运行李和 10 公斤手提行李。贾拉拉巴德和巴特肯的旅客无需再前往比什凯克，即可直飞莫斯科。</p>`,
        `<p>出行前，请确认证件有效期，并在航空公司网站上查看入境要求，或咨询我们的专业顾问。</p>`,
      ),
    },
    gallery: [],
  },
  {
    slug: 'manas-airport-code-bsz',
    published_at: '2026-08-18T06:00:00Z',
    main_image: img('manas-bsz'),
    title: {
      ru: `Год с кодом BSZ: почему в поиске всё ещё встречается FRU`,
      ky: `BSZ коду менен бир жыл: издөөдө эмне үчүн дагы эле FRU кездешет`,
      en: `A year of BSZ: why FRU still shows up in search`,
      tr: `BSZ koduyla bir yıl: aramalarda neden hâlâ FRU çıkıyor?`,
      zh: `启用 BSZ 代码一周年：为何搜索中仍会出现 FRU`,
    },
    desc: {
      ru: `С августа 2025 года международный аэропорт Манас использует код ИАТА BSZ вместо FRU. Рассказываем, что это значит для пассажиров.`,
      ky: `2025-жылдын августунан бери Манас эл аралык аэропорту FRU ордуна BSZ IATA кодун колдонот. Бул жүргүнчүлөр үчүн эмнени билдирерин айтып беребиз.`,
      en: `Since August 2025, Manas International Airport has used the IATA code BSZ instead of FRU. Here is what it means for passengers.`,
      tr: `Manas Uluslararası Havalimanı, Ağustos 2025'ten bu yana FRU yerine BSZ IATA kodunu kullanıyor. Bunun yolcular için ne anlama geldiğini anlatıyoruz.`,
      zh: `自 2025 年 8 月起，玛纳斯国际机场启用国际航协代码 BSZ，取代原来的 FRU。我们为您解读这对旅客意味着什么。`,
    },
    content: {
      ru: html(
        `<p>Год назад международный аэропорт <strong>Манас</strong> сменил трёхбуквенный код ИАТА: вместо <strong>FRU</strong>, напоминавшего о советском названии Бишкека — Фрунзе, теперь используется <strong>BSZ</strong>.</p>`,
        `<h2>Что это значит для пассажиров</h2>`,
        `<ul><li>На новых билетах, посадочных талонах и багажных бирках указывается код BSZ.</li><li>Билеты, выписанные ещё с кодом FRU, действительны — менять их не нужно.</li><li>Код ИКАО аэропорта (UCFM) не изменился.</li></ul>`,
        `<h2>Почему в поиске встречается FRU</h2>`,
        `<p>Некоторые авиакомпании и системы бронирования ещё обновляют справочники, поэтому в отдельных расписаниях и старых бронированиях можно увидеть прежний код. Наш поиск понимает оба варианта: введите «Бишкек», «BSZ» или «FRU» — результат будет одинаковым.</p>`,
        `<blockquote>Если в маршрутной квитанции указан FRU, а на табло — BSZ, не волнуйтесь: это один и тот же аэропорт.</blockquote>`,
        `<p>Проверить код любого аэропорта можно в <a href="https://www.iata.org/en/publications/directories/code-search/">справочнике ИАТА</a>, а ответы на частые вопросы — в разделе <a href="/faq">помощи</a>.</p>`,
      ),
      ky: html(
        `<p>Бир жыл мурун <strong>Манас</strong> эл аралык аэропорту IATAнын үч тамгалуу кодун алмаштырган: Бишкектин советтик аталышы Фрунзени эске салган <strong>FRU</strong> ордуна эми <strong>BSZ</strong> колдонулат.</p>`,
        `<h2>Бул жүргүнчүлөр үчүн эмнени билдирет</h2>`,
        `<ul><li>Жаңы билеттерде, отургузуу талондорунда жана жүк биркаларында BSZ коду көрсөтүлөт.</li><li>FRU коду менен мурда жазылган билеттер жарактуу — аларды алмаштыруунун кереги жок.</li><li>Аэропорттун ICAO коду (UCFM) өзгөргөн жок.</li></ul>`,
        `<h2>Издөөдө эмне үчүн FRU кездешет</h2>`,
        `<p>Айрым авиакомпаниялар жана брондоо системалары маалымдамаларын али жаңыртып жатышат, ошондуктан кээ бир учуу тартиптеринде жана эски брондоолордо мурдагы кодду көрүүгө болот. Биздин издөө эки вариантты тең түшүнөт: «Бишкек», «BSZ» же «FRU» деп жазыңыз — натыйжа бирдей болот.</p>`,
        `<blockquote>Маршруттук квитанцияда FRU, ал эми таблодо BSZ жазылып турса, тынчсызданбаңыз: бул бир эле аэропорт.</blockquote>`,
        `<p>Каалаган аэропорттун кодун <a href="https://www.iata.org/en/publications/directories/code-search/">IATA маалымдамасынан</a> текшерсеңиз болот, ал эми көп берилүүчү суроолордун жообун <a href="/faq">жардам</a> бөлүмүнөн табасыз.</p>`,
      ),
      en: html(
        `<p>A year ago, <strong>Manas</strong> International Airport changed its three-letter IATA code: <strong>FRU</strong>, a reminder of Bishkek's Soviet-era name Frunze, has been replaced by <strong>BSZ</strong>.</p>`,
        `<h2>What it means for passengers</h2>`,
        `<ul><li>New tickets, boarding passes and baggage tags show the code BSZ.</li><li>Tickets issued with the code FRU remain valid — there is no need to change them.</li><li>The airport's ICAO code (UCFM) has not changed.</li></ul>`,
        `<h2>Why FRU still shows up</h2>`,
        `<p>Some airlines and booking systems are still updating their reference data, so the old code may appear in some schedules and older bookings. Our search understands both: type “Bishkek”, “BSZ” or “FRU” and you will get the same results.</p>`,
        `<blockquote>If your itinerary receipt says FRU and the departures board says BSZ, don't worry — it is the same airport.</blockquote>`,
        `<p>You can look up any airport code in the <a href="https://www.iata.org/en/publications/directories/code-search/">IATA directory</a> and find answers to common questions in our <a href="/faq">help section</a>.</p>`,
      ),
      tr: html(
        `<p>Bir yıl önce <strong>Manas</strong> Uluslararası Havalimanı üç harfli IATA kodunu değiştirdi: Bişkek'in Sovyet dönemindeki adı Frunze'yi hatırlatan <strong>FRU</strong> yerine artık <strong>BSZ</strong> kullanılıyor.</p>`,
        `<h2>Yolcular için ne anlama geliyor?</h2>`,
        `<ul><li>Yeni biletlerde, biniş kartlarında ve bagaj etiketlerinde BSZ kodu yer alıyor.</li><li>FRU koduyla düzenlenmiş biletler geçerliliğini koruyor; değiştirmenize gerek yok.</li><li>Havalimanının ICAO kodu (UCFM) değişmedi.</li></ul>`,
        `<h2>Aramalarda neden FRU çıkıyor?</h2>`,
        `<p>Bazı havayolları ve rezervasyon sistemleri veri tabanlarını hâlâ güncelliyor; bu nedenle bazı uçuş programlarında ve eski rezervasyonlarda eski kodu görebilirsiniz. Arama sistemimiz her iki kodu da tanır: “Bişkek”, “BSZ” ya da “FRU” yazın, sonuç aynı olacaktır.</p>`,
        `<blockquote>Seyahat belgenizde FRU, kalkış ekranında ise BSZ yazıyorsa endişelenmeyin: ikisi de aynı havalimanı.</blockquote>`,
        `<p>Herhangi bir havalimanının kodunu <a href="https://www.iata.org/en/publications/directories/code-search/">IATA rehberinden</a> kontrol edebilir, sık sorulan soruların yanıtlarını ise <a href="/faq">yardım</a> bölümümüzde bulabilirsiniz.</p>`,
      ),
      zh: html(
        `<p>一年前，<strong>玛纳斯</strong>国际机场更换了三字母国际航协代码：原代码 <strong>FRU</strong> 源自比什凯克在苏联时期的旧称“伏龙芝”，现已改为 <strong>BSZ</strong>。</p>`,
        `<h2>对旅客有何影响</h2>`,
        `<ul><li>新开具的机票、登机牌和行李牌上均显示 BSZ 代码。</li><li>此前以 FRU 代码出票的机票继续有效，无需更换。</li><li>机场的国际民航组织代码（UCFM）保持不变。</li></ul>`,
        `<h2>为何搜索中仍会出现 FRU</h2>`,
        `<p>部分航空公司和订票系统仍在更新数据，因此在某些航班时刻表和早期订单中仍可能看到旧代码。我们的搜索同时支持两种代码：输入“比什凯克”“BSZ”或“FRU”，结果完全相同。</p>`,
        `<blockquote>如果行程单上写的是 FRU，而航班显示屏上是 BSZ，请不必担心——这是同一个机场。</blockquote>`,
        `<p>您可以在<a href="https://www.iata.org/en/publications/directories/code-search/">国际航协代码查询</a>中核实任何机场的代码，常见问题的解答请参阅<a href="/faq">帮助中心</a>。</p>`,
      ),
    },
    gallery: [
      {
        image: img('manas-terminal-evening'),
        alt: {
          ru: `Терминал аэропорта Манас вечером`,
          ky: `Кечки Манас аэропортунун терминалы`,
          en: `Manas airport terminal in the evening`,
          tr: `Akşam saatlerinde Manas Havalimanı terminali`,
          zh: `傍晚的玛纳斯机场航站楼`,
        },
      },
      {
        image: img('manas-departure-board'),
        alt: {
          ru: `Табло вылетов с кодом BSZ`,
          ky: `BSZ коду жазылган учуп кетүү таблосу`,
          en: `A departures board showing the code BSZ`,
          tr: `BSZ kodunun yer aldığı kalkış ekranı`,
          zh: `显示 BSZ 代码的出发航班信息屏`,
        },
      },
    ],
  },
  {
    slug: 'low-cost-baggage-rules',
    published_at: '2026-07-21T10:00:00Z',
    main_image: img('baggage-rules'),
    title: {
      ru: `Лоукостеры меняют правила провоза багажа: что важно знать`,
      ky: `Лоукостерлер жүк ташуу эрежелерин өзгөртөт: эмнени билүү маанилүү`,
      en: `Low-cost airlines change their baggage rules: what you need to know`,
      tr: `Düşük maliyetli havayolları bagaj kurallarını değiştiriyor: bilmeniz gerekenler`,
      zh: `廉价航空调整行李规定：您需要了解的信息`,
    },
    desc: {
      ru: `С 1 сентября ряд бюджетных авиакомпаний на наших направлениях ужесточает нормы ручной клади. Объясняем, как не переплатить в аэропорту.`,
      ky: `1-сентябрдан тартып биздин багыттардагы айрым арзан авиакомпаниялар кол жүгүнүн нормаларын катаалдатат. Аэропортто ашыкча төлөбөө үчүн эмне кылуу керектигин түшүндүрөбүз.`,
      en: `From 1 September, several budget airlines on our routes are tightening their hand luggage allowances. Here is how to avoid paying extra at the airport.`,
      tr: `1 Eylül'den itibaren rotalarımızdaki bazı düşük maliyetli havayolları kabin bagajı kurallarını sıkılaştırıyor. Havalimanında fazla ödeme yapmamanın yollarını anlatıyoruz.`,
      zh: `自 9 月 1 日起，我们航线上的多家廉价航空公司将收紧手提行李规定。教您如何避免在机场多花钱。`,
    },
    content: {
      ru: html(
        `<p>Несколько бюджетных авиакомпаний, выполняющих рейсы из Бишкека и Оша, с <strong>1 сентября 2026 года</strong> меняют правила провоза багажа. Изменения касаются билетов, купленных после 1 августа.</p>`,
        `<h2>Что меняется</h2>`,
        `<ul><li>В базовый тариф входит только <strong>личная вещь</strong> размером до 40 × 30 × 20 см — сумка или небольшой рюкзак, который помещается под сиденье.</li><li>Ручная кладь до <strong>55 × 40 × 20 см и 10 кг</strong> оплачивается отдельно.</li><li>Зарегистрированный багаж 20 кг по-прежнему оплачивается отдельно; при оформлении на сайте он обойдётся дешевле, чем в аэропорту.</li></ul>`,
        `<h2>Как не переплатить</h2>`,
        `<ol><li>Сразу выбирайте тариф с нужным багажом — в карточке рейса мы показываем, что входит в цену.</li><li>Взвесьте и измерьте чемодан дома: у выхода на посадку сумки проверяют калибраторами.</li><li>Если планы изменились, добавить багаж можно в личном кабинете на сайте авиакомпании не позднее чем за сутки до вылета.</li></ol>`,
        `<p>Подробнее о нормах багажа — в разделе <a href="/faq">вопросов и ответов</a>.</p>`,
      ),
      ky: html(
        `<p>Бишкектен жана Оштон каттамдарды аткарган бир нече арзан авиакомпания <strong>2026-жылдын 1-сентябрынан</strong> тартып жүк ташуу эрежелерин өзгөртөт. Өзгөрүүлөр 1-августтан кийин сатылып алынган билеттерге тиешелүү.</p>`,
        `<h2>Эмне өзгөрөт</h2>`,
        `<ul><li>Негизги тарифке 40 × 30 × 20 смге чейинки <strong>жеке буюм</strong> гана кирет — отургучтун астына батчу сумка же кичинекей рюкзак.</li><li><strong>55 × 40 × 20 см жана 10 кгга</strong> чейинки кол жүгү өзүнчө төлөнөт.</li><li>Катталган 20 кг жүк мурдагыдай эле өзүнчө төлөнөт; аны сайттан тариздесеңиз, аэропорттогуга караганда арзаныраак болот.</li></ul>`,
        `<h2>Ашыкча төлөбөш үчүн</h2>`,
        `<ol><li>Керектүү жүгү бар тарифти дароо тандаңыз — каттамдын карточкасында баага эмне кирерин көрсөтөбүз.</li><li>Чемоданды үйдөн эле таразага тартып, өлчөп алыңыз: учакка отургузуу алдында сумкалар калибратор менен текшерилет.</li><li>Пландарыңыз өзгөрсө, жүктү авиакомпаниянын сайтындагы жеке кабинеттен учууга бир сутка калганга чейин кошсоңуз болот.</li></ol>`,
        `<p>Жүк нормалары тууралуу кеңири маалымат — <a href="/faq">суроо-жооптор</a> бөлүмүндө.</p>`,
      ),
      en: html(
        `<p>Several budget airlines flying from Bishkek and Osh are changing their baggage rules from <strong>1 September 2026</strong>. The changes apply to tickets bought after 1 August.</p>`,
        `<h2>What's changing</h2>`,
        `<ul><li>The basic fare includes only a <strong>personal item</strong> of up to 40 × 30 × 20 cm — a bag or small backpack that fits under the seat.</li><li>Cabin bags of up to <strong>55 × 40 × 20 cm and 10 kg</strong> are charged separately.</li><li>20 kg of checked baggage is still paid for separately; adding it on the website costs less than at the airport.</li></ul>`,
        `<h2>How to avoid paying extra</h2>`,
        `<ol><li>Choose a fare with the baggage you need straight away — the flight card shows what is included in the price.</li><li>Weigh and measure your suitcase at home: bags are checked with sizers at the gate.</li><li>If your plans change, you can add baggage in your account on the airline's website no later than 24 hours before departure.</li></ol>`,
        `<p>Find out more about baggage allowances in our <a href="/faq">FAQ</a>.</p>`,
      ),
      tr: html(
        `<p>Bişkek ve Oş'tan uçuş düzenleyen bazı düşük maliyetli havayolları <strong>1 Eylül 2026</strong> itibarıyla bagaj kurallarını değiştiriyor. Değişiklikler 1 Ağustos'tan sonra satın alınan biletler için geçerli.</p>`,
        `<h2>Neler değişiyor?</h2>`,
        `<ul><li>Temel tarifeye yalnızca 40 × 30 × 20 cm'ye kadar bir <strong>kişisel eşya</strong> dahil: koltuğun altına sığan bir çanta veya küçük bir sırt çantası.</li><li><strong>55 × 40 × 20 cm ve 10 kg'a</strong> kadar kabin bagajı ayrıca ücretlendiriliyor.</li><li>20 kg'lık kayıtlı bagaj eskisi gibi ayrıca ücretli; internet sitesinden eklendiğinde havalimanına göre daha ucuza geliyor.</li></ul>`,
        `<h2>Fazla ödememek için</h2>`,
        `<ol><li>İhtiyacınız olan bagajı içeren tarifeyi baştan seçin; uçuş kartında fiyata nelerin dahil olduğunu gösteriyoruz.</li><li>Bavulunuzu evde tartın ve ölçün: çantalar biniş kapısında ölçü kasalarıyla kontrol ediliyor.</li><li>Planlarınız değişirse bagajı, kalkıştan en geç 24 saat önce havayolunun internet sitesindeki hesabınızdan ekleyebilirsiniz.</li></ol>`,
        `<p>Bagaj hakları hakkında daha fazla bilgi için <a href="/faq">sıkça sorulan sorular</a> bölümüne bakın.</p>`,
      ),
      zh: html(
        `<p>多家从比什凯克和奥什出发的廉价航空公司将自 <strong>2026 年 9 月 1 日</strong>起调整行李规定，新规适用于 8 月 1 日之后购买的机票。</p>`,
        `<h2>有哪些变化</h2>`,
        `<ul><li>基础票价仅含一件尺寸不超过 40 × 30 × 20 厘米的<strong>随身物品</strong>，即可放在座椅下方的手提包或小背包。</li><li>尺寸不超过 <strong>55 × 40 × 20 厘米、重量不超过 10 公斤</strong>的手提行李需单独付费。</li><li>20 公斤托运行李仍需单独付费；在网站上加购比在机场购买更便宜。</li></ul>`,
        `<h2>如何避免多花钱</h2>`,
        `<ol><li>直接选择包含所需行李额度的票价，航班卡片上会显示票价所含内容。</li><li>在家提前称重并测量行李箱：登机口会用行李尺寸框进行检查。</li><li>如果行程有变，最晚可在起飞前 24 小时通过航空公司网站的个人账户加购行李。</li></ol>`,
        `<p>更多行李规定请查看<a href="/faq">常见问题</a>。</p>`,
      ),
    },
    gallery: [],
  },
  {
    slug: 'issyk-kul-summer-charters',
    published_at: '2026-06-09T07:00:00Z',
    main_image: img('issyk-kul-charters'),
    title: {
      ru: `Летние чартеры на Иссык-Куль: прилёт прямо в Тамчы`,
      ky: `Ысык-Көлгө жайкы чартерлер: түз эле Тамчыга учуп келиңиз`,
      en: `Summer charters to Issyk-Kul: fly straight to Tamchy`,
      tr: `Issık Göl'e yaz charter uçuşları: doğrudan Tamçı'ya inin`,
      zh: `夏季伊塞克湖包机：直飞坦奇`,
    },
    desc: {
      ru: `С 20 июня по 31 августа в аэропорт Иссык-Куль в Тамчы летают чартерные рейсы из Алматы, Новосибирска, Екатеринбурга и Москвы.`,
      ky: `20-июндан 31-августка чейин Тамчыдагы Ысык-Көл аэропортуна Алматыдан, Новосибирсктен, Екатеринбургдан жана Москвадан чартердик каттамдар учат.`,
      en: `From 20 June to 31 August, charter flights from Almaty, Novosibirsk, Yekaterinburg and Moscow land at Issyk-Kul airport in Tamchy.`,
      tr: `20 Haziran – 31 Ağustos tarihleri arasında Almatı, Novosibirsk, Yekaterinburg ve Moskova'dan Tamçı'daki Issık Göl Havalimanı'na charter seferleri düzenleniyor.`,
      zh: `6 月 20 日至 8 月 31 日，从阿拉木图、新西伯利亚、叶卡捷琳堡和莫斯科出发的包机将直飞坦奇的伊塞克湖机场。`,
    },
    content: {
      ru: html(
        `<p>Чтобы попасть на Иссык-Куль, не обязательно ехать четыре-пять часов из Бишкека. Этим летом чартерные рейсы прилетают прямо в <strong>международный аэропорт Иссык-Куль (IKU)</strong> в селе Тамчы на северном берегу озера.</p>`,
        `<h2>Расписание чартеров</h2>`,
        `<ul><li>Алматы — Тамчы: по пятницам и воскресеньям.</li><li>Новосибирск — Тамчы: по субботам.</li><li>Екатеринбург — Тамчы: по четвергам.</li><li>Москва (Внуково) — Тамчы: по средам и субботам.</li></ul>`,
        `<p>Из аэропорта до Чолпон-Аты — около 40 минут, до Бостери — чуть меньше часа. При покупке билета можно сразу заказать трансфер до отеля или пансионата.</p>`,
        `<h2>Полезно знать</h2>`,
        `<p>Чартерные билеты, как правило, невозвратные, а расписание может меняться. Если время вылета изменится, мы пришлём уведомление на почту и по SMS. К середине июля вода в озере прогревается до +20…+22 °C — лучшее время для пляжного отдыха.</p>`,
      ),
      ky: html(
        `<p>Ысык-Көлгө жетүү үчүн Бишкектен төрт-беш саат жол жүрүүнүн кереги жок. Быйыл жайда чартердик каттамдар көлдүн түндүк жээгиндеги Тамчы айылындагы <strong>Ысык-Көл эл аралык аэропортуна (IKU)</strong> түз эле учуп келет.</p>`,
        `<h2>Чартерлердин учуу тартиби</h2>`,
        `<ul><li>Алматы — Тамчы: жума жана жекшемби күндөрү.</li><li>Новосибирск — Тамчы: ишемби күндөрү.</li><li>Екатеринбург — Тамчы: бейшемби күндөрү.</li><li>Москва (Внуково) — Тамчы: шаршемби жана ишемби күндөрү.</li></ul>`,
        `<p>Аэропорттон Чолпон-Атага чейин болжол менен 40 мүнөт, Бостериге чейин бир сааттан бир аз азыраак жол. Билет сатып алып жатканда мейманканага же пансионатка чейинки трансферди дароо буйрутма кылсаңыз болот.</p>`,
        `<h2>Билип коюңуз</h2>`,
        `<p>Чартердик билеттер, эреже катары, кайтарылбайт, ал эми учуу тартиби өзгөрүшү мүмкүн. Учуу убактысы өзгөрсө, почтаңызга жана SMS аркылуу билдирүү жөнөтөбүз. Июлдун ортосуна карай көлдүн суусу +20…+22 °Cге чейин жылыйт — пляжда эс алуу үчүн эң ылайыктуу убакыт.</p>`,
      ),
      en: html(
        `<p>You no longer have to drive four to five hours from Bishkek to reach Issyk-Kul. This summer, charter flights land directly at <strong>Issyk-Kul International Airport (IKU)</strong> in the village of Tamchy on the lake's northern shore.</p>`,
        `<h2>Charter schedule</h2>`,
        `<ul><li>Almaty – Tamchy: Fridays and Sundays.</li><li>Novosibirsk – Tamchy: Saturdays.</li><li>Yekaterinburg – Tamchy: Thursdays.</li><li>Moscow (Vnukovo) – Tamchy: Wednesdays and Saturdays.</li></ul>`,
        `<p>The drive from the airport to Cholpon-Ata takes about 40 minutes, and to Bosteri just under an hour. You can book a transfer to your hotel or holiday resort together with your ticket.</p>`,
        `<h2>Good to know</h2>`,
        `<p>Charter tickets are usually non-refundable, and schedules may change. If your departure time changes, we will let you know by email and SMS. By mid-July the lake warms up to +20…+22 °C — the best time for a beach holiday.</p>`,
      ),
      tr: html(
        `<p>Issık Göl'e ulaşmak için artık Bişkek'ten dört beş saat yol gitmeniz gerekmiyor. Bu yaz charter uçuşları, gölün kuzey kıyısındaki Tamçı köyünde bulunan <strong>Issık Göl Uluslararası Havalimanı'na (IKU)</strong> doğrudan iniyor.</p>`,
        `<h2>Charter uçuş programı</h2>`,
        `<ul><li>Almatı – Tamçı: cuma ve pazar günleri.</li><li>Novosibirsk – Tamçı: cumartesi günleri.</li><li>Yekaterinburg – Tamçı: perşembe günleri.</li><li>Moskova (Vnukovo) – Tamçı: çarşamba ve cumartesi günleri.</li></ul>`,
        `<p>Havalimanından Çolpon-Ata'ya yaklaşık 40 dakika, Bosteri'ye ise bir saatten biraz kısa sürüyor. Bilet alırken otelinize veya tatil köyünüze transferi de hemen ayırtabilirsiniz.</p>`,
        `<h2>Bilmenizde fayda var</h2>`,
        `<p>Charter biletleri genellikle iade edilemez ve uçuş programı değişebilir. Kalkış saatiniz değişirse size e-posta ve SMS ile haber veririz. Göl suyu temmuz ortasına doğru +20…+22 °C'ye kadar ısınır; plaj tatili için en iyi dönem budur.</p>`,
      ),
      zh: html(
        `<p>前往伊塞克湖，不必再从比什凯克驱车四五个小时。今年夏天，包机将直接降落在湖北岸坦奇村的<strong>伊塞克湖国际机场（IKU）</strong>。</p>`,
        `<h2>包机时刻</h2>`,
        `<ul><li>阿拉木图—坦奇：每周五、周日。</li><li>新西伯利亚—坦奇：每周六。</li><li>叶卡捷琳堡—坦奇：每周四。</li><li>莫斯科（伏努科沃）—坦奇：每周三、周六。</li></ul>`,
        `<p>从机场到乔尔蓬阿塔约 40 分钟车程，到博斯特里不到一小时。购票时可一并预订前往酒店或度假村的接送服务。</p>`,
        `<h2>温馨提示</h2>`,
        `<p>包机票通常不可退，航班时刻也可能调整。如起飞时间发生变化，我们会通过电子邮件和短信通知您。到 7 月中旬，湖水温度可升至 +20～+22 °C，是湖滨度假的最佳时节。</p>`,
      ),
    },
    gallery: [
      {
        image: img('issyk-kul-shore'),
        alt: {
          ru: `Юрты на песчаном берегу Иссык-Куля`,
          ky: `Ысык-Көлдүн кумдуу жээгиндеги боз үйлөр`,
          en: `Yurts on the sandy shore of Issyk-Kul`,
          tr: `Issık Göl'ün kumlu kıyısında yurt çadırları`,
          zh: `伊塞克湖沙滩上的毡房`,
        },
      },
      {
        image: img('tamchy-airport'),
        alt: {
          ru: `Аэропорт в Тамчы, озеро и хребет Терскей Ала-Тоо`,
          ky: `Тамчыдагы аэропорт, көл жана Тескей Ала-Тоо кырка тоосу`,
          en: `The airport in Tamchy, the lake and the Terskey Ala-Too range`,
          tr: `Tamçı'daki havalimanı, göl ve Teskey Ala-Too sıradağları`,
          zh: `坦奇机场、湖泊与泰尔斯凯阿拉套山脉`,
        },
      },
      {
        image: img('issyk-kul-yurts'),
        alt: {
          ru: `Юрточный лагерь на летнем пастбище`,
          ky: `Жайлоодогу боз үй лагери`,
          en: `A yurt camp on a summer pasture`,
          tr: `Yaylada bir yurt kampı`,
          zh: `夏季牧场上的毡房营地`,
        },
      },
      {
        image: img('issyk-kul-sunset'),
        alt: {
          ru: `Закат над Иссык-Кулем`,
          ky: `Ысык-Көлдөгү күн батуу`,
          en: `Sunset over Issyk-Kul`,
          tr: `Issık Göl'de gün batımı`,
          zh: `伊塞克湖上的日落`,
        },
      },
    ],
  },
  {
    slug: 'antalya-summer-flights',
    published_at: '2026-05-19T08:30:00Z',
    main_image: img('antalya-flights'),
    title: {
      ru: `Анталья на лето: сезонные рейсы из Бишкека и Оша`,
      ky: `Жайкысын Анталья: Бишкектен жана Оштон сезондук каттамдар`,
      en: `Antalya for the summer: seasonal flights from Bishkek and Osh`,
      tr: `Yaz için Antalya: Bişkek ve Oş'tan sezonluk uçuşlar`,
      zh: `夏游安塔利亚：比什凯克和奥什出发的季节性航班`,
    },
    desc: {
      ru: `С конца мая до начала октября в Анталью можно улететь напрямую из Бишкека и Оша. Рассказываем о расписании и ценах.`,
      ky: `Май айынын аягынан октябрдын башына чейин Антальяга Бишкектен жана Оштон түз учууга болот. Учуу тартиби жана баалар тууралуу айтып беребиз.`,
      en: `From late May to early October you can fly direct to Antalya from Bishkek and Osh. Here are the schedule and the fares.`,
      tr: `Mayıs sonundan ekim başına kadar Bişkek ve Oş'tan Antalya'ya direkt uçabilirsiniz. Uçuş programını ve fiyatları anlatıyoruz.`,
      zh: `5 月底至 10 月初，可从比什凯克和奥什直飞安塔利亚。以下为航班时刻和票价信息。`,
    },
    content: {
      ru: html(
        `<p>Сезон на средиземноморском побережье Турции открыт! С <strong>25 мая по 5 октября</strong> в Анталью выполняются сезонные прямые рейсы: из Бишкека — ежедневно, из Оша — два раза в неделю, по вторникам и субботам.</p>`,
        `<h2>Цены и багаж</h2>`,
        `<ul><li>Бишкек — Анталья — Бишкек: от <strong>29 800 сом</strong>.</li><li>Ош — Анталья — Ош: от <strong>31 500 сом</strong>.</li><li>Во всех тарифах — багаж 20 кг и ручная кладь 8 кг.</li></ul>`,
        `<h2>Отдых и экскурсии</h2>`,
        `<p>Из Антальи легко добраться до курортов Кемер, Белек, Сиде и Аланья. Любителям истории советуем старый город Калеичи и античные руины Перге и Аспендоса.</p>`,
        `<p>Пик спроса приходится на июль и август, поэтому билеты на эти месяцы лучше покупать заранее: чем раньше покупка, тем больше мест по низким тарифам.</p>`,
      ),
      ky: html(
        `<p>Түркиянын Жер Ортолук деңиз жээгинде сезон ачылды! <strong>25-майдан 5-октябрга</strong> чейин Антальяга сезондук түз каттамдар учат: Бишкектен — күн сайын, Оштон — жумасына эки жолу, шейшемби жана ишемби күндөрү.</p>`,
        `<h2>Баалар жана жүк</h2>`,
        `<ul><li>Бишкек — Анталья — Бишкек: <strong>29 800 сомдон</strong> баштап.</li><li>Ош — Анталья — Ош: <strong>31 500 сомдон</strong> баштап.</li><li>Бардык тарифтерге 20 кг жүк жана 8 кг кол жүгү кирет.</li></ul>`,
        `<h2>Эс алуу жана экскурсиялар</h2>`,
        `<p>Антальядан Кемер, Белек, Сиде жана Аланья курортторуна жетүү оңой. Тарыхка кызыккандарга Калеичи эски шаарын жана Перге менен Аспендостун байыркы урандыларын сунуштайбыз.</p>`,
        `<p>Суроо-талап июль жана август айларында эң жогору болот, ошондуктан бул айларга билетти алдын ала алган жакшы: канчалык эрте алсаңыз, арзан тарифтеги орундар ошончолук көп болот.</p>`,
      ),
      en: html(
        `<p>The season on Türkiye's Mediterranean coast is open! From <strong>25 May to 5 October</strong>, seasonal direct flights to Antalya operate daily from Bishkek and twice a week from Osh, on Tuesdays and Saturdays.</p>`,
        `<h2>Fares and baggage</h2>`,
        `<ul><li>Bishkek – Antalya – Bishkek: from <strong>29,800 som</strong>.</li><li>Osh – Antalya – Osh: from <strong>31,500 som</strong>.</li><li>All fares include 20 kg of checked baggage and 8 kg of hand luggage.</li></ul>`,
        `<h2>Beaches and excursions</h2>`,
        `<p>From Antalya it is easy to reach the resorts of Kemer, Belek, Side and Alanya. History lovers should not miss the old town of Kaleiçi and the ancient ruins of Perge and Aspendos.</p>`,
        `<p>Demand peaks in July and August, so it is best to buy tickets for those months early: the sooner you book, the more seats are available at low fares.</p>`,
      ),
      tr: html(
        `<p>Türkiye'nin Akdeniz kıyısında sezon açıldı! <strong>25 Mayıs – 5 Ekim</strong> tarihleri arasında Antalya'ya sezonluk direkt uçuşlar Bişkek'ten her gün, Oş'tan ise haftada iki kez, salı ve cumartesi günleri yapılıyor.</p>`,
        `<h2>Fiyatlar ve bagaj</h2>`,
        `<ul><li>Bişkek – Antalya – Bişkek: <strong>29.800 somdan</strong> başlayan fiyatlarla.</li><li>Oş – Antalya – Oş: <strong>31.500 somdan</strong> başlayan fiyatlarla.</li><li>Tüm tarifelere 20 kg bagaj ve 8 kg kabin bagajı dahildir.</li></ul>`,
        `<h2>Tatil ve geziler</h2>`,
        `<p>Antalya'dan Kemer, Belek, Side ve Alanya'ya ulaşmak çok kolay. Tarih meraklılarına Kaleiçi'ni ve Perge ile Aspendos antik kentlerini öneriyoruz.</p>`,
        `<p>Talep temmuz ve ağustosta zirve yapıyor; bu aylar için biletleri erken almanızı öneririz. Ne kadar erken rezervasyon yaparsanız uygun fiyatlı koltuk seçeneği o kadar fazla olur.</p>`,
      ),
      zh: html(
        `<p>土耳其地中海沿岸的旅游旺季已经开启！<strong>5 月 25 日至 10 月 5 日</strong>期间，比什凯克每天有直飞安塔利亚的季节性航班，奥什每周两班，分别在周二和周六。</p>`,
        `<h2>票价与行李</h2>`,
        `<ul><li>比什凯克—安塔利亚—比什凯克：<strong>29,800 索姆</strong>起。</li><li>奥什—安塔利亚—奥什：<strong>31,500 索姆</strong>起。</li><li>所有票价均含 20 公斤托运行李和 8 公斤手提行李。</li></ul>`,
        `<h2>度假与游览</h2>`,
        `<p>从安塔利亚可轻松前往凯麦尔、贝莱克、锡德和阿兰亚等度假胜地。历史爱好者不妨游览卡莱伊奇老城以及佩尔盖和阿斯潘多斯古城遗址。</p>`,
        `<p>七八月是需求高峰，建议提前购买这两个月的机票：越早预订，可选的低价座位就越多。</p>`,
      ),
    },
    gallery: [
      {
        image: img('antalya-beach'),
        alt: {
          ru: `Пляж с зонтиками на побережье Антальи`,
          ky: `Анталья жээгиндеги кол чатырлуу пляж`,
          en: `A beach with umbrellas on the Antalya coast`,
          tr: `Antalya sahilinde şemsiyeli bir plaj`,
          zh: `安塔利亚海岸边撑着遮阳伞的海滩`,
        },
      },
      {
        image: img('antalya-cliffs'),
        alt: {
          ru: `Скалы и горы над морем у Антальи`,
          ky: `Анталья жанындагы деңиз үстүндөгү аскалар жана тоолор`,
          en: `Cliffs and mountains above the sea near Antalya`,
          tr: `Antalya yakınlarında denize uzanan kayalıklar ve dağlar`,
          zh: `安塔利亚附近海边的悬崖与群山`,
        },
      },
      {
        image: img('antalya-evening'),
        alt: {
          ru: `Вечер на средиземноморском побережье`,
          ky: `Жер Ортолук деңизинин жээгиндеги кеч`,
          en: `Evening on the Mediterranean coast`,
          tr: `Akdeniz kıyısında akşam`,
          zh: `地中海沿岸的傍晚`,
        },
      },
    ],
  },
  {
    slug: 'bishkek-istanbul-direct-flights',
    published_at: '2026-04-28T06:00:00Z',
    main_image: img('bishkek-istanbul'),
    title: {
      ru: `Больше прямых рейсов Бишкек — Стамбул этим летом`,
      ky: `Быйыл жайда Бишкек — Стамбул түз каттамдары көбөйөт`,
      en: `More direct Bishkek – Istanbul flights this summer`,
      tr: `Bu yaz Bişkek – İstanbul arasında daha fazla direkt uçuş`,
      zh: `今夏比什凯克—伊斯坦布尔直飞航班加密`,
    },
    desc: {
      ru: `С 1 июня между Бишкеком и Стамбулом будет выполняться до трёх рейсов в день, в том числе в аэропорт Сабиха Гёкчен. Билеты уже в продаже.`,
      ky: `1-июндан тартып Бишкек менен Стамбулдун ортосунда күнүнө үчкө чейин каттам учат, анын ичинде Сабиха Гөкчен аэропортуна. Билеттер сатыкка чыкты.`,
      en: `From 1 June there will be up to three flights a day between Bishkek and Istanbul, including to Sabiha Gökçen airport. Tickets are already on sale.`,
      tr: `1 Haziran'dan itibaren Bişkek ile İstanbul arasında, Sabiha Gökçen Havalimanı dahil günde üç sefere kadar uçuş yapılacak. Biletler satışta.`,
      zh: `自 6 月 1 日起，比什凯克与伊斯坦布尔之间每天最多将有三个航班，其中包括飞往萨比哈·格克琴机场的航班。机票现已开售。`,
    },
    content: {
      ru: html(
        `<p>Стамбул — одно из самых популярных направлений у наших клиентов: сюда летят за покупками, на отдых и для пересадки в Европу и Америку. С <strong>1 июня 2026 года</strong> выбор прямых рейсов из Бишкека станет шире — до трёх вылетов в день.</p>`,
        `<h2>Что изменится</h2>`,
        `<ul><li>Появятся ночные вылеты из Манаса с прибытием в Стамбул рано утром — удобно для стыковок.</li><li>Часть рейсов будет выполняться в аэропорт <strong>Сабиха Гёкчен</strong> на азиатском берегу, остальные — в новый аэропорт Стамбула (IST).</li><li>Время в пути — около пяти с половиной часов.</li></ul>`,
        `<p>Билеты в одну сторону стоят от <strong>15 900 сом</strong> при покупке за месяц до вылета. При поиске обращайте внимание на код аэропорта прилёта: <strong>IST</strong> и <strong>SAW</strong> находятся на разных берегах Босфора, и дорога между ними может занять больше часа.</p>`,
        `<blockquote>Гражданам Кыргызстана для туристических поездок в Турцию виза не нужна — допустимый срок пребывания уточните перед поездкой.</blockquote>`,
      ),
      ky: html(
        `<p>Стамбул — биздин кардарлар арасында эң популярдуу багыттардын бири: бул жакка соода кылууга, эс алууга жана Европага, Америкага которулуп учуу үчүн барышат. <strong>2026-жылдын 1-июнунан</strong> тартып Бишкектен түз каттамдардын тандоосу кеңейет — күнүнө үч учууга чейин.</p>`,
        `<h2>Эмне өзгөрөт</h2>`,
        `<ul><li>Манастан түнкү учуулар пайда болот, Стамбулга таң эрте жетесиз — уланма каттамдар үчүн ыңгайлуу.</li><li>Каттамдардын бир бөлүгү Азия жээгиндеги <strong>Сабиха Гөкчен</strong> аэропортуна, калгандары Стамбулдун жаңы аэропортуна (IST) учат.</li><li>Жолдо болжол менен беш жарым саат.</li></ul>`,
        `<p>Учууга бир ай калганда сатып алсаңыз, бир тарапка билеттин баасы <strong>15 900 сомдон</strong> башталат. Издөөдө келүү аэропортунун кодуна көңүл буруңуз: <strong>IST</strong> жана <strong>SAW</strong> Босфордун эки башка жээгинде жайгашкан, алардын ортосундагы жол бир сааттан ашык убакытты алышы мүмкүн.</p>`,
        `<blockquote>Кыргызстандын жарандарына Түркияга туристтик сапар үчүн виза талап кылынбайт — уруксат берилген болуу мөөнөтүн сапар алдында тактап алыңыз.</blockquote>`,
      ),
      en: html(
        `<p>Istanbul is one of our customers' favourite destinations — for shopping, holidays and connections to Europe and the Americas. From <strong>1 June 2026</strong>, there will be more direct flights from Bishkek, with up to three departures a day.</p>`,
        `<h2>What's changing</h2>`,
        `<ul><li>New overnight departures from Manas arrive in Istanbul early in the morning — ideal for onward connections.</li><li>Some flights will operate to <strong>Sabiha Gökçen</strong> airport on the Asian side, the rest to Istanbul's new airport (IST).</li><li>The flight takes about five and a half hours.</li></ul>`,
        `<p>One-way fares start from <strong>15,900 som</strong> when booked a month before departure. When searching, pay attention to the arrival airport code: <strong>IST</strong> and <strong>SAW</strong> are on opposite sides of the Bosphorus, and the journey between them can take more than an hour.</p>`,
        `<blockquote>Citizens of Kyrgyzstan do not need a visa for tourist trips to Türkiye — check the permitted length of stay before you travel.</blockquote>`,
      ),
      tr: html(
        `<p>İstanbul, müşterilerimizin en sevdiği rotalardan biri: alışveriş, tatil ve Avrupa'ya, Amerika'ya aktarmalı uçuşlar için tercih ediliyor. <strong>1 Haziran 2026</strong> tarihinden itibaren Bişkek'ten direkt uçuş seçenekleri artıyor: günde üç sefere kadar.</p>`,
        `<h2>Neler değişiyor?</h2>`,
        `<ul><li>Manas'tan kalkan yeni gece uçuşları İstanbul'a sabahın erken saatlerinde varıyor; aktarmalar için ideal.</li><li>Seferlerin bir kısmı Anadolu yakasındaki <strong>Sabiha Gökçen</strong> Havalimanı'na, diğerleri İstanbul Havalimanı'na (IST) yapılacak.</li><li>Uçuş süresi yaklaşık beş buçuk saat.</li></ul>`,
        `<p>Tek yön bilet fiyatları, kalkıştan bir ay önce alındığında <strong>15.900 somdan</strong> başlıyor. Arama yaparken varış havalimanının koduna dikkat edin: <strong>IST</strong> ve <strong>SAW</strong> Boğaz'ın farklı yakalarındadır ve ikisi arasındaki yolculuk bir saatten uzun sürebilir.</p>`,
        `<blockquote>Kırgızistan vatandaşları turistik seyahatlerde Türkiye'ye vizesiz girebilir; izin verilen kalış süresini seyahatten önce kontrol edin.</blockquote>`,
      ),
      zh: html(
        `<p>伊斯坦布尔是我们客户最喜爱的目的地之一：购物、度假以及中转前往欧洲和美洲都很方便。自 <strong>2026 年 6 月 1 日</strong>起，从比什凯克出发的直飞航班将增至每天最多三班。</p>`,
        `<h2>有哪些变化</h2>`,
        `<ul><li>新增从玛纳斯机场出发的夜间航班，清晨抵达伊斯坦布尔，便于衔接后续航班。</li><li>部分航班将飞往位于亚洲一侧的<strong>萨比哈·格克琴机场</strong>，其余航班飞往伊斯坦布尔新机场（IST）。</li><li>飞行时间约五个半小时。</li></ul>`,
        `<p>提前一个月购买，单程票价 <strong>15,900 索姆</strong>起。搜索时请留意到达机场代码：<strong>IST</strong> 和 <strong>SAW</strong> 分别位于博斯普鲁斯海峡两岸，两地之间的路程可能超过一小时。</p>`,
        `<blockquote>吉尔吉斯斯坦公民以旅游目的前往土耳其无需签证，出行前请确认允许停留的期限。</blockquote>`,
      ),
    },
    gallery: [
      {
        image: img('istanbul-bosphorus'),
        alt: {
          ru: `Мост через Босфор и силуэты мечетей`,
          ky: `Босфор аркылуу өткөн көпүрө жана мечиттердин силуэттери`,
          en: `A bridge over the Bosphorus and the silhouettes of mosques`,
          tr: `Boğaz köprüsü ve cami siluetleri`,
          zh: `博斯普鲁斯海峡大桥与清真寺剪影`,
        },
      },
      {
        image: img('istanbul-sunset'),
        alt: {
          ru: `Закат над Стамбулом и Галатская башня`,
          ky: `Стамбулдагы күн батуу жана Галата мунарасы`,
          en: `Sunset over Istanbul and the Galata Tower`,
          tr: `İstanbul'da gün batımı ve Galata Kulesi`,
          zh: `伊斯坦布尔日落与加拉塔塔`,
        },
      },
    ],
  },
  {
    slug: 'children-travel-documents',
    published_at: '2026-04-08T09:00:00Z',
    main_image: img('children-documents'),
    title: {
      ru: `Ребёнок летит за границу: какие документы подготовить`,
      ky: `Бала чет өлкөгө учат: кандай документтерди даярдоо керек`,
      en: `Is your child flying abroad? The documents to prepare`,
      tr: `Çocuğunuz yurt dışına mı uçuyor? Hazırlamanız gereken belgeler`,
      zh: `孩子出国乘机：需要准备哪些证件`,
    },
    desc: {
      ru: `Напоминаем, какие документы нужны детям для поездки за рубеж и как правильно указать их при покупке билета.`,
      ky: `Балдарга чет өлкөгө саякаттоо үчүн кандай документтер керек экенин жана билет сатып алууда аларды кантип туура көрсөтүүнү эскертебиз.`,
      en: `A reminder of which documents children need to travel abroad and how to enter them correctly when buying a ticket.`,
      tr: `Çocukların yurt dışı seyahati için hangi belgelerin gerektiğini ve bilet alırken bunları nasıl doğru gireceğinizi hatırlatıyoruz.`,
      zh: `提醒您儿童出境旅行需要哪些证件，以及购票时如何正确填写。`,
    },
    content: {
      ru: html(
        `<p>Весенние каникулы и лето — время семейных поездок. Чтобы на регистрации не возникло вопросов, проверьте документы ребёнка заранее.</p>`,
        `<h2>Документ, удостоверяющий личность</h2>`,
        `<ul><li>Для поездок за пределы стран ЕАЭС ребёнку нужен <strong>собственный заграничный паспорт</strong>. Вписать ребёнка в паспорт родителя сейчас нельзя.</li><li>Для поездок внутри ЕАЭС правила могут отличаться — уточните требования страны назначения до покупки билета.</li><li>На внутренних рейсах по Кыргызстану ребёнку до 16 лет достаточно <strong>свидетельства о рождении</strong>.</li></ul>`,
        `<h2>Согласие родителей</h2>`,
        `<p>Если ребёнок летит с одним из родителей, с родственниками или один, подготовьте <strong>нотариально заверенное согласие</strong> родителей на выезд. Пограничники и авиакомпания вправе его попросить.</p>`,
        `<h2>Как указать документ при бронировании</h2>`,
        `<p>В форме пассажира выберите тип документа — «Заграничный паспорт» или «Свидетельство о рождении» — и введите номер без пробелов. Детский тариф рассчитывается автоматически по дате рождения: дети от 2 до 12 лет летят по детскому тарифу, младенцы до 2 лет — без отдельного места. Остались вопросы? Загляните в <a href="/faq">раздел помощи</a>.</p>`,
      ),
      ky: html(
        `<p>Жазгы каникул жана жай — үй-бүлөлүк саякаттардын убактысы. Каттоодо суроо жаралбашы үчүн баланын документтерин алдын ала текшериңиз.</p>`,
        `<h2>Инсандыкты тастыктаган документ</h2>`,
        `<ul><li>ЕАЭБ өлкөлөрүнөн сырткары саякаттоо үчүн балага <strong>өзүнүн чет өлкөгө чыгуучу паспорту</strong> керек. Азыр баланы ата-эненин паспортуна жаздырууга болбойт.</li><li>ЕАЭБдин ичиндеги сапарлар үчүн эрежелер башкача болушу мүмкүн — билет алардан мурун бара турган өлкөнүн талаптарын тактаңыз.</li><li>Кыргызстандын ичиндеги каттамдарда 16 жашка чейинки балага <strong>туулгандыгы тууралуу күбөлүк</strong> жетиштүү.</li></ul>`,
        `<h2>Ата-эненин макулдугу</h2>`,
        `<p>Эгер бала ата-энесинин бири менен, туугандары менен же жалгыз учса, ата-эненин чет өлкөгө чыгууга берген <strong>нотариалдык күбөлөндүрүлгөн макулдугун</strong> даярдаңыз. Чек арачылар жана авиакомпания аны талап кылышы мүмкүн.</p>`,
        `<h2>Брондоодо документти кантип көрсөтүү керек</h2>`,
        `<p>Жүргүнчүнүн формасында документтин түрүн тандаңыз — «Чет өлкөгө чыгуучу паспорт» же «Туулгандыгы тууралуу күбөлүк» — жана номерин бош орун калтырбай жазыңыз. Балдар тарифи туулган күнү боюнча автоматтык түрдө эсептелет: 2 жаштан 12 жашка чейинки балдар балдар тарифи менен учат, 2 жашка чейинки ымыркайлар өзүнчө орунсуз учат. Суроолоруңуз калдыбы? <a href="/faq">Жардам бөлүмүн</a> караңыз.</p>`,
      ),
      en: html(
        `<p>Spring break and summer are the time for family trips. To avoid any questions at check-in, check your child's documents in advance.</p>`,
        `<h2>Identity document</h2>`,
        `<ul><li>To travel outside the EAEU countries, a child needs <strong>their own international passport</strong>. Children can no longer be added to a parent's passport.</li><li>For trips within the EAEU the rules may differ — check the requirements of your destination country before buying a ticket.</li><li>On domestic flights within Kyrgyzstan, a <strong>birth certificate</strong> is enough for children under 16.</li></ul>`,
        `<h2>Parental consent</h2>`,
        `<p>If the child is flying with one parent, with relatives or alone, prepare a <strong>notarised consent</strong> from the parents for travel abroad. Border guards and the airline may ask to see it.</p>`,
        `<h2>Entering the document when booking</h2>`,
        `<p>In the passenger form, choose the document type — “International passport” or “Birth certificate” — and enter the number without spaces. The child fare is calculated automatically from the date of birth: children aged 2 to 11 fly on a child fare, and infants under 2 travel without a seat of their own. Still have questions? Visit our <a href="/faq">help section</a>.</p>`,
      ),
      tr: html(
        `<p>Bahar tatili ve yaz, aile seyahatlerinin zamanıdır. Check-in sırasında sorun yaşamamak için çocuğunuzun belgelerini önceden kontrol edin.</p>`,
        `<h2>Kimlik belgesi</h2>`,
        `<ul><li>Avrasya Ekonomik Birliği (AEB) ülkeleri dışına seyahat için çocuğun <strong>kendi pasaportu</strong> olmalıdır. Çocuklar artık ebeveynin pasaportuna işlenemiyor.</li><li>AEB içindeki seyahatlerde kurallar farklı olabilir; bilet almadan önce gideceğiniz ülkenin koşullarını kontrol edin.</li><li>Kırgızistan iç hat uçuşlarında 16 yaşından küçük çocuklar için <strong>doğum belgesi</strong> yeterlidir.</li></ul>`,
        `<h2>Ebeveyn izni</h2>`,
        `<p>Çocuk ebeveynlerden yalnızca biriyle, akrabalarıyla ya da tek başına uçuyorsa, ebeveynlerin yurt dışına çıkış için verdiği <strong>noter onaylı muvafakatnameyi</strong> hazırlayın. Sınır görevlileri ve havayolu şirketi bu belgeyi isteyebilir.</p>`,
        `<h2>Rezervasyonda belge nasıl girilir?</h2>`,
        `<p>Yolcu formunda belge türünü seçin — “Yurt dışı pasaportu” veya “Doğum belgesi” — ve numarayı boşluk bırakmadan yazın. Çocuk tarifesi doğum tarihine göre otomatik hesaplanır: 2–12 yaş arası çocuklar çocuk tarifesiyle, 2 yaşından küçük bebekler ise ayrı koltuk almadan uçar. Sorunuz mu var? <a href="/faq">Yardım bölümüne</a> göz atın.</p>`,
      ),
      zh: html(
        `<p>春假和暑期是家庭出游的高峰。为避免值机时遇到麻烦，请提前检查孩子的证件。</p>`,
        `<h2>身份证件</h2>`,
        `<ul><li>前往欧亚经济联盟以外的国家，孩子须持有<strong>本人的出国护照</strong>。目前已不能将孩子登记在父母的护照上。</li><li>在欧亚经济联盟内部出行时，规定可能有所不同，购票前请确认目的地国家的要求。</li><li>乘坐吉尔吉斯斯坦国内航班，未满 16 岁的儿童持<strong>出生证明</strong>即可。</li></ul>`,
        `<h2>父母同意书</h2>`,
        `<p>如果孩子随父母一方、随亲属或独自出行，请准备经<strong>公证的父母出境同意书</strong>。边检人员和航空公司有权要求出示。</p>`,
        `<h2>预订时如何填写证件</h2>`,
        `<p>在乘客信息表中选择证件类型——“出国护照”或“出生证明”，并连续填写证件号码，不留空格。儿童票价根据出生日期自动计算：2 周岁至未满 12 周岁的儿童适用儿童票价，未满 2 周岁的婴儿不单独占座。还有疑问？请查看<a href="/faq">帮助中心</a>。</p>`,
      ),
    },
    gallery: [],
  },
  {
    slug: 'pay-with-mbank',
    published_at: '2026-03-05T07:15:00Z',
    main_image: img('mbank-payment'),
    title: {
      ru: `Оплата билетов через MBank: быстро и без комиссии`,
      ky: `Билетти MBank аркылуу төлөө: тез жана комиссиясыз`,
      en: `Pay for tickets with MBank: fast and commission-free`,
      tr: `Biletlerinizi MBank ile ödeyin: hızlı ve komisyonsuz`,
      zh: `使用 MBank 支付机票：快捷且免手续费`,
    },
    desc: {
      ru: `Теперь билет можно оплатить в приложении MBank по QR-коду — деньги списываются сразу, а билет приходит на почту через несколько минут.`,
      ky: `Эми билетти MBank тиркемесинде QR-код менен төлөсө болот — акча ошол замат чегерилип, билет бир нече мүнөттө почтаңызга келет.`,
      en: `You can now pay for your ticket in the MBank app by scanning a QR code — the payment goes through instantly and your ticket arrives by email within minutes.`,
      tr: `Artık biletinizi MBank uygulamasında QR kodla ödeyebilirsiniz; ödeme anında gerçekleşir, biletiniz birkaç dakika içinde e-postanıza gelir.`,
      zh: `现在可以在 MBank 应用中扫描二维码支付机票，款项即时扣除，电子客票几分钟内发送到您的邮箱。`,
    },
    content: {
      ru: html(
        `<p>Мы добавили новый способ оплаты — через мобильное приложение <strong>MBank</strong>. Комиссия за оплату не взимается, а подтверждение приходит мгновенно.</p>`,
        `<h2>Как оплатить</h2>`,
        `<ol><li>Выберите рейс и заполните данные пассажиров.</li><li>На шаге оплаты выберите «MBank» — на экране появится QR-код.</li><li>Откройте приложение MBank, нажмите «Сканировать» и наведите камеру на код. Если вы оформляете заказ с телефона, просто нажмите кнопку «Открыть в MBank».</li><li>Подтвердите платёж — электронный билет придёт на почту в течение нескольких минут.</li></ol>`,
        `<p>Обратите внимание: бронирование действует ограниченное время — оно указано на странице оплаты. Если не успели оплатить, оформите заказ заново, но учтите, что цена может измениться.</p>`,
        `<p>Оплата банковскими картами Visa, Mastercard и «Элкарт» по-прежнему доступна.</p>`,
      ),
      ky: html(
        `<p>Биз жаңы төлөө ыкмасын коштук — <strong>MBank</strong> мобилдик тиркемеси аркылуу. Төлөм үчүн комиссия алынбайт, ал эми ырастоо ошол замат келет.</p>`,
        `<h2>Кантип төлөө керек</h2>`,
        `<ol><li>Каттамды тандап, жүргүнчүлөрдүн маалыматтарын толтуруңуз.</li><li>Төлөө кадамында «MBank» дегенди тандаңыз — экранда QR-код пайда болот.</li><li>MBank тиркемесин ачып, «Сканерлөө» баскычын басып, камераны кодго багыттаңыз. Буйрутманы телефондон берип жатсаңыз, жөн гана «MBankта ачуу» баскычын басыңыз.</li><li>Төлөмдү ырастаңыз — электрондук билет бир нече мүнөттүн ичинде почтаңызга келет.</li></ol>`,
        `<p>Көңүл буруңуз: брондоо чектелген убакытка гана жарактуу, ал төлөө барагында көрсөтүлгөн. Төлөп үлгүрбөй калсаңыз, буйрутманы кайра бериңиз, бирок баа өзгөрүшү мүмкүн экенин эске алыңыз.</p>`,
        `<p>Visa, Mastercard жана «Элкарт» банк карталары менен төлөө мурдагыдай эле жеткиликтүү.</p>`,
      ),
      en: html(
        `<p>We have added a new payment method — the <strong>MBank</strong> mobile app. There is no commission, and confirmation arrives instantly.</p>`,
        `<h2>How to pay</h2>`,
        `<ol><li>Choose a flight and fill in the passenger details.</li><li>At the payment step, select “MBank” — a QR code will appear on the screen.</li><li>Open the MBank app, tap “Scan” and point the camera at the code. If you are booking on your phone, simply tap “Open in MBank”.</li><li>Confirm the payment — your e-ticket will arrive by email within a few minutes.</li></ol>`,
        `<p>Please note that a booking is held for a limited time, shown on the payment page. If you miss it, simply place the order again, but bear in mind that the price may change.</p>`,
        `<p>Payment by Visa, Mastercard and Elcart bank cards is still available.</p>`,
      ),
      tr: html(
        `<p>Yeni bir ödeme yöntemi ekledik: <strong>MBank</strong> mobil uygulaması. Ödemeden komisyon alınmaz, onay ise anında gelir.</p>`,
        `<h2>Nasıl ödenir?</h2>`,
        `<ol><li>Uçuşunuzu seçin ve yolcu bilgilerini doldurun.</li><li>Ödeme adımında “MBank”ı seçin; ekranda bir QR kod belirecek.</li><li>MBank uygulamasını açın, “Tara” düğmesine dokunun ve kamerayı koda tutun. Siparişi telefondan veriyorsanız “MBank'ta aç” düğmesine dokunmanız yeterli.</li><li>Ödemeyi onaylayın; e-biletiniz birkaç dakika içinde e-posta adresinize gelecektir.</li></ol>`,
        `<p>Lütfen dikkat: rezervasyon sınırlı bir süre için geçerlidir ve bu süre ödeme sayfasında gösterilir. Süreyi kaçırırsanız siparişi yeniden oluşturabilirsiniz; ancak fiyatın değişebileceğini unutmayın.</p>`,
        `<p>Visa, Mastercard ve Elkart banka kartlarıyla ödeme yapmaya devam edebilirsiniz.</p>`,
      ),
      zh: html(
        `<p>我们新增了一种支付方式——<strong>MBank</strong> 手机应用。支付不收取手续费，确认信息即时送达。</p>`,
        `<h2>支付步骤</h2>`,
        `<ol><li>选择航班并填写乘客信息。</li><li>在支付步骤中选择“MBank”，屏幕上会显示二维码。</li><li>打开 MBank 应用，点击“扫一扫”，将摄像头对准二维码。如果您在手机上下单，只需点击“在 MBank 中打开”按钮。</li><li>确认付款后，电子客票将在几分钟内发送到您的邮箱。</li></ol>`,
        `<p>请注意：订座保留时间有限，具体时限显示在支付页面上。如未能及时付款，可以重新下单，但价格可能有所变化。</p>`,
        `<p>Visa、Mastercard 和 Elcart 银行卡支付方式仍然可用。</p>`,
      ),
    },
    gallery: [],
  },
  {
    slug: 'karakol-ski-season',
    published_at: '2026-02-12T05:00:00Z',
    main_image: img('karakol-ski-season'),
    title: {
      ru: `Горнолыжный сезон в Караколе: перелёт и трансфер в одном заказе`,
      ky: `Караколдо тоо лыжа мезгили: учуу жана трансфер бир буйрутмада`,
      en: `Ski season in Karakol: flights and transfer in one booking`,
      tr: `Karakol'da kayak sezonu: uçuş ve transfer tek rezervasyonda`,
      zh: `卡拉科尔滑雪季：机票与接送一次预订`,
    },
    desc: {
      ru: `На склонах Каракола отличный снег. Мы собрали удобные варианты, как добраться до курорта из Бишкека, Оша и Алматы.`,
      ky: `Каракол тоолорунун боорунда кар абдан жакшы. Бишкектен, Оштон жана Алматыдан курортко ыңгайлуу жетүү жолдорун топтодук.`,
      en: `The slopes above Karakol are covered in excellent snow. Here are the easiest ways to reach the resort from Bishkek, Osh and Almaty.`,
      tr: `Karakol'un yamaçlarında kar mükemmel. Bişkek, Oş ve Almatı'dan kayak merkezine ulaşmanın en pratik yollarını derledik.`,
      zh: `卡拉科尔雪场雪况极佳。我们整理了从比什凯克、奥什和阿拉木图前往度假区的便捷路线。`,
    },
    content: {
      ru: html(
        `<p>Каракольская горнолыжная база — самый высокий и снежный курорт Кыргызстана: трассы поднимаются почти до 3000 метров, а сезон обычно длится до конца марта. В этом году снега много, и все склоны открыты.</p>`,
        `<h2>Как добраться</h2>`,
        `<ol><li><strong>Через Бишкек:</strong> прилёт в аэропорт Манас (BSZ), дальше около шести часов на машине до Каракола по северному берегу Иссык-Куля.</li><li><strong>Из Оша:</strong> прямой рейс Ош — Бишкек (около часа в воздухе) и тот же трансфер.</li><li><strong>Из Алматы и других городов:</strong> перелёт в Бишкек с удобной стыковкой — мы подберём варианты с запасом времени.</li></ol>`,
        `<h2>Трансфер и снаряжение</h2>`,
        `<p>При покупке билета на сайте можно добавить трансфер из аэропорта до Каракола: водитель встретит вас с табличкой в зале прилёта. Горнолыжное снаряжение обычно перевозится как отдельное место багажа — проверьте правила авиакомпании перед вылетом или спросите наших операторов.</p>`,
        `<blockquote>Совет: выбирайте утренние рейсы — так вы доберётесь до Каракола засветло.</blockquote>`,
      ),
      ky: html(
        `<p>Каракол тоо лыжа базасы — Кыргызстандагы эң бийик жана эң карлуу курорт: трассалар дээрлик 3000 метрге чейин көтөрүлөт, ал эми мезгил адатта март айынын аягына чейин созулат. Быйыл кар мол, бардык трассалар ачык.</p>`,
        `<h2>Кантип жетсе болот</h2>`,
        `<ol><li><strong>Бишкек аркылуу:</strong> Манас аэропортуна (BSZ) учуп келип, андан ары Ысык-Көлдүн түндүк жээги менен Караколго чейин унаа менен болжол менен алты саат.</li><li><strong>Оштон:</strong> Ош — Бишкек түз каттамы (асманда бир саатча) жана ошол эле трансфер.</li><li><strong>Алматыдан жана башка шаарлардан:</strong> Бишкекке ыңгайлуу уланма каттам менен — убакыт запасы бар варианттарды тандап беребиз.</li></ol>`,
        `<h2>Трансфер жана шаймандар</h2>`,
        `<p>Сайттан билет сатып алып жатканда аэропорттон Караколго чейинки трансферди кошсоңуз болот: айдоочу сизди келүү залында аты-жөнүңүз жазылган тактайча менен тосуп алат. Тоо лыжа шаймандары адатта өзүнчө жүк катары ташылат — учар алдында авиакомпаниянын эрежелерин текшериңиз же биздин операторлордон сураңыз.</p>`,
        `<blockquote>Кеңеш: эртең мененки каттамдарды тандаңыз — ошондо Караколго караңгы киргенче жетесиз.</blockquote>`,
      ),
      en: html(
        `<p>Karakol ski base is the highest and snowiest resort in Kyrgyzstan: its runs climb to almost 3,000 metres, and the season usually lasts until the end of March. This year there is plenty of snow and all the slopes are open.</p>`,
        `<h2>Getting there</h2>`,
        `<ol><li><strong>Via Bishkek:</strong> fly into Manas airport (BSZ), then drive about six hours to Karakol along the northern shore of Issyk-Kul.</li><li><strong>From Osh:</strong> take the direct Osh – Bishkek flight (about an hour in the air) and the same transfer.</li><li><strong>From Almaty and other cities:</strong> fly to Bishkek with a convenient connection — we will pick options with enough time to spare.</li></ol>`,
        `<h2>Transfer and equipment</h2>`,
        `<p>When buying your ticket on our website you can add a transfer from the airport to Karakol: the driver will meet you in the arrivals hall with a name sign. Ski equipment is usually carried as a separate piece of baggage — check the airline's rules before you fly or ask our operators.</p>`,
        `<blockquote>Tip: choose morning flights so that you reach Karakol before dark.</blockquote>`,
      ),
      tr: html(
        `<p>Karakol kayak merkezi Kırgızistan'ın en yüksek ve en karlı tesisidir: pistler neredeyse 3.000 metreye kadar çıkar, sezon ise genellikle mart sonuna kadar sürer. Bu yıl kar bol ve tüm pistler açık.</p>`,
        `<h2>Nasıl gidilir?</h2>`,
        `<ol><li><strong>Bişkek üzerinden:</strong> Manas Havalimanı'na (BSZ) uçun; oradan Issık Göl'ün kuzey kıyısı boyunca Karakol'a araçla yaklaşık altı saat sürer.</li><li><strong>Oş'tan:</strong> Oş – Bişkek direkt uçuşu (yaklaşık bir saat) ve aynı transfer.</li><li><strong>Almatı ve diğer şehirlerden:</strong> uygun aktarmalı bir uçuşla Bişkek'e gelin; bağlantı süresi rahat olan seçenekleri sizin için buluruz.</li></ol>`,
        `<h2>Transfer ve ekipman</h2>`,
        `<p>Sitemizden bilet alırken havalimanından Karakol'a transfer ekleyebilirsiniz: şoför sizi geliş salonunda isminizin yazılı olduğu bir tabelayla karşılar. Kayak ekipmanı genellikle ayrı bir bagaj parçası olarak taşınır; uçmadan önce havayolunun kurallarını kontrol edin ya da operatörlerimize sorun.</p>`,
        `<blockquote>İpucu: sabah uçuşlarını tercih edin, böylece Karakol'a hava kararmadan varırsınız.</blockquote>`,
      ),
      zh: html(
        `<p>卡拉科尔滑雪基地是吉尔吉斯斯坦海拔最高、降雪最丰富的滑雪度假区：雪道最高接近 3000 米，雪季通常持续到 3 月底。今年降雪充足，所有雪道均已开放。</p>`,
        `<h2>交通方式</h2>`,
        `<ol><li><strong>经比什凯克：</strong>飞抵玛纳斯机场（BSZ），再沿伊塞克湖北岸驱车约六小时即可到达卡拉科尔。</li><li><strong>从奥什出发：</strong>乘坐奥什—比什凯克直飞航班（飞行约一小时），再换乘同样的接送车。</li><li><strong>从阿拉木图及其他城市出发：</strong>经转机飞往比什凯克，我们会为您挑选衔接时间充裕的航班。</li></ol>`,
        `<h2>接送与装备</h2>`,
        `<p>在网站购票时，可加订机场至卡拉科尔的接送服务：司机会在到达大厅举牌迎接您。滑雪装备通常作为单独一件行李托运，出发前请查看航空公司的规定，或咨询我们的客服。</p>`,
        `<blockquote>小贴士：选择早班航班，即可在天黑前抵达卡拉科尔。</blockquote>`,
      ),
    },
    gallery: [
      {
        image: img('karakol-slope'),
        alt: {
          ru: `Лыжник на склоне на закате`,
          ky: `Күн батып баратканда тоо боорундагы лыжачы`,
          en: `A skier on the slope at sunset`,
          tr: `Gün batımında pistte bir kayakçı`,
          zh: `夕阳下雪道上的滑雪者`,
        },
      },
      {
        image: img('karakol-forest'),
        alt: {
          ru: `Снегопад в еловом лесу у подножия трасс`,
          ky: `Трассалардын этегиндеги карагай токоюнда кар жаап жатат`,
          en: `Snowfall in the spruce forest below the runs`,
          tr: `Pistlerin eteğindeki ladin ormanında kar yağışı`,
          zh: `雪道山脚下云杉林中的飘雪`,
        },
      },
      {
        image: img('karakol-lift'),
        alt: {
          ru: `Кресельный подъёмник Каракольской базы`,
          ky: `Каракол базасынын кресло-лифти`,
          en: `The chairlift at Karakol ski base`,
          tr: `Karakol kayak merkezinin telesiyeji`,
          zh: `卡拉科尔滑雪基地的吊椅缆车`,
        },
      },
    ],
  },
  {
    slug: 'dubai-winter-sale',
    published_at: '2026-01-27T06:30:00Z',
    main_image: img('dubai-winter-sale'),
    title: {
      ru: `Зимняя распродажа: Бишкек — Дубай от 24 900 сом туда и обратно`,
      ky: `Кышкы арзандатуу: Бишкек — Дубай, барып-келүү 24 900 сомдон баштап`,
      en: `Winter sale: Bishkek – Dubai return from 24,900 som`,
      tr: `Kış indirimi: Bişkek – Dubai gidiş-dönüş 24.900 somdan başlayan fiyatlarla`,
      zh: `冬季特惠：比什凯克—迪拜往返机票 24,900 索姆起`,
    },
    desc: {
      ru: `До 15 февраля действуют специальные тарифы на перелёты в Дубай из Бишкека и Оша. Путешествовать можно до конца марта.`,
      ky: `15-февралга чейин Бишкектен жана Оштон Дубайга учууга атайын тарифтер колдонулат. Саякатка март айынын аягына чейин чыгууга болот.`,
      en: `Until 15 February, special fares to Dubai are available from Bishkek and Osh. Travel dates run until the end of March.`,
      tr: `15 Şubat'a kadar Bişkek ve Oş'tan Dubai uçuşlarında özel tarifeler geçerli. Seyahat mart sonuna kadar yapılabilir.`,
      zh: `即日起至 2 月 15 日，从比什凯克和奥什飞往迪拜的航班推出特惠票价，出行日期截至 3 月底。`,
    },
    content: {
      ru: html(
        `<p>Пока в Бишкеке зима, в Дубае +25 °C и тёплое спокойное море. До <strong>15 февраля</strong> в Sapar действуют специальные тарифы на перелёты в ОАЭ: билеты Бишкек — Дубай — Бишкек от <strong>24 900 сом</strong>, из Оша — от <strong>27 400 сом</strong>.</p>`,
        `<h2>Условия акции</h2>`,
        `<ul><li>Даты путешествия — с 1 февраля по 31 марта 2026 года.</li><li>В тариф включены ручная кладь до 7 кг и питание на борту; багаж 20 кг можно добавить при оформлении.</li><li>Количество мест по акционным ценам ограничено.</li><li>Обмен билета возможен с доплатой, возврат — по правилам тарифа.</li></ul>`,
        `<h2>Что нужно для поездки</h2>`,
        `<p>Гражданам Кыргызстана для въезда в ОАЭ нужна виза, её можно заранее оформить онлайн. Загранпаспорт должен быть действителен не менее шести месяцев с даты въезда. Подробности — в разделе <a href="/faq">вопросов и ответов</a>.</p>`,
        `<p>Успейте забронировать: лучшие места на февральские выходные уже разбирают!</p>`,
      ),
      ky: html(
        `<p>Бишкекте кыш болуп турганда Дубайда +25 °C, деңиз жылуу жана тынч. <strong>15-февралга</strong> чейин Sapar сайтында БАЭге учууга атайын тарифтер иштейт: Бишкек — Дубай — Бишкек билеттери <strong>24 900 сомдон</strong>, Оштон — <strong>27 400 сомдон</strong> баштап.</p>`,
        `<h2>Акциянын шарттары</h2>`,
        `<ul><li>Саякат мөөнөтү — 2026-жылдын 1-февралынан 31-мартына чейин.</li><li>Тарифке 7 кгга чейинки кол жүгү жана бортто тамак кирет; 20 кг жүктү билет тариздөөдө кошууга болот.</li><li>Акциялык баадагы орундардын саны чектелүү.</li><li>Билетти кошумча төлөм менен алмаштырууга болот, кайтаруу — тарифтин эрежелери боюнча.</li></ul>`,
        `<h2>Саякатка эмне керек</h2>`,
        `<p>Кыргызстандын жарандарына БАЭге кирүү үчүн виза керек, аны алдын ала онлайн тариздесе болот. Чет өлкөгө чыгуучу паспорт кирген күндөн тартып кеминде алты ай жарактуу болушу керек. Кеңири маалымат — <a href="/faq">суроо-жооптор</a> бөлүмүндө.</p>`,
        `<p>Шашылыңыз: февралдагы дем алыш күндөргө эң ыңгайлуу орундар тез түгөнүп жатат!</p>`,
      ),
      en: html(
        `<p>While Bishkek is in the grip of winter, Dubai enjoys +25 °C and a calm, warm sea. Until <strong>15 February</strong>, Sapar offers special fares to the UAE: Bishkek – Dubai – Bishkek from <strong>24,900 som</strong> and from Osh from <strong>27,400 som</strong>.</p>`,
        `<h2>Terms of the offer</h2>`,
        `<ul><li>Travel period: 1 February to 31 March 2026.</li><li>The fare includes up to 7 kg of hand luggage and a meal on board; 20 kg of checked baggage can be added when booking.</li><li>Seats at sale prices are limited.</li><li>Changes are allowed for a fee; refunds follow the fare rules.</li></ul>`,
        `<h2>What you need for the trip</h2>`,
        `<p>Citizens of Kyrgyzstan need a visa to enter the UAE, which can be obtained online in advance. Your passport must be valid for at least six months from the date of entry. See our <a href="/faq">FAQ</a> for details.</p>`,
        `<p>Book soon — the best seats for February weekends are going fast!</p>`,
      ),
      tr: html(
        `<p>Bişkek'te kış sürerken Dubai'de hava +25 °C ve deniz sakin, ılık. <strong>15 Şubat'a</strong> kadar Sapar'da BAE uçuşlarına özel tarifeler sunuluyor: Bişkek – Dubai – Bişkek biletleri <strong>24.900 somdan</strong>, Oş çıkışlı biletler ise <strong>27.400 somdan</strong> başlıyor.</p>`,
        `<h2>Kampanya koşulları</h2>`,
        `<ul><li>Seyahat dönemi: 1 Şubat – 31 Mart 2026.</li><li>Tarifeye 7 kg'a kadar kabin bagajı ve uçakta yemek dahildir; 20 kg bagaj rezervasyon sırasında eklenebilir.</li><li>Kampanyalı fiyatlı koltuk sayısı sınırlıdır.</li><li>Bilet değişikliği ücret farkıyla yapılabilir, iade ise tarife kurallarına tabidir.</li></ul>`,
        `<h2>Seyahat için gerekenler</h2>`,
        `<p>Kırgızistan vatandaşlarının BAE'ye girişi için vize gerekir; vize önceden çevrim içi alınabilir. Pasaportunuz giriş tarihinden itibaren en az altı ay geçerli olmalıdır. Ayrıntılar için <a href="/faq">sıkça sorulan sorular</a> bölümüne göz atın.</p>`,
        `<p>Acele edin: şubat hafta sonları için en iyi koltuklar hızla doluyor!</p>`,
      ),
      zh: html(
        `<p>比什凯克正值寒冬，而迪拜气温 +25 °C，海水温暖宜人。即日起至 <strong>2 月 15 日</strong>，Sapar 推出飞往阿联酋的特惠票价：比什凯克—迪拜—比什凯克往返 <strong>24,900 索姆</strong>起，奥什出发 <strong>27,400 索姆</strong>起。</p>`,
        `<h2>活动条件</h2>`,
        `<ul><li>出行日期：2026 年 2 月 1 日至 3 月 31 日。</li><li>票价含 7 公斤以内手提行李和机上餐食；预订时可加购 20 公斤托运行李。</li><li>特价座位数量有限。</li><li>改签需支付费用，退票按票价规则办理。</li></ul>`,
        `<h2>出行须知</h2>`,
        `<p>吉尔吉斯斯坦公民入境阿联酋需办理签证，可提前在线申请。护照有效期自入境之日起须不少于六个月。详情请参阅<a href="/faq">常见问题</a>。</p>`,
        `<p>尽早预订——二月周末的优选座位正在快速售出！</p>`,
      ),
    },
    gallery: [
      {
        image: img('dubai-skyline-night'),
        alt: {
          ru: `Вечерние небоскрёбы Дубая`,
          ky: `Кечки Дубайдын асман тиреген имараттары`,
          en: `Dubai skyscrapers in the evening`,
          tr: `Akşam saatlerinde Dubai gökdelenleri`,
          zh: `迪拜夜色中的摩天大楼`,
        },
      },
      {
        image: img('dubai-desert'),
        alt: {
          ru: `Караван верблюдов в пустыне под Дубаем`,
          ky: `Дубайдын жанындагы чөлдө бараткан төө кербени`,
          en: `A camel caravan in the desert outside Dubai`,
          tr: `Dubai yakınlarındaki çölde bir deve kervanı`,
          zh: `迪拜郊外沙漠中的驼队`,
        },
      },
      {
        image: img('dubai-beach'),
        alt: {
          ru: `Пляж Джумейра и отель в форме паруса`,
          ky: `Жумейра пляжы жана желкен түрүндөгү мейманкана`,
          en: `Jumeirah Beach and the sail-shaped hotel`,
          tr: `Jumeirah plajı ve yelken biçimli otel`,
          zh: `朱美拉海滩与帆船造型酒店`,
        },
      },
    ],
  },

  /**
   * SANITISER FIXTURE — keep it last and oldest (2026-01-10, so it is never among the 5 latest).
   * The text reads as a normal payment-safety memo, but `content` deliberately carries, in every
   * language, markup the API's HTML sanitiser must remove:
   *   - `<script>alert(1)</script>` (tag and its text),
   *   - `<img src=x onerror="alert(2)">` (tag not allowed, event handler),
   *   - `<a href="javascript:alert(3)">` (the javascript: URL; the link text stays),
   *   - `<li onclick="alert(4)">` (event handler attribute; the item stays),
   *   - `<p style="position:fixed;…">` (inline style; the paragraph stays),
   *   - `<iframe src="https://evil.example/steal">` (tag not allowed).
   * After sanitising, the detail page must contain none of `<script`, `onerror`, `onclick`,
   * `javascript:`, `style=`, `<iframe`, `<img`, and must still contain the surrounding text.
   */
  {
    slug: 'payment-safety-tips',
    published_at: '2026-01-10T08:00:00Z',
    main_image: img('payment-safety'),
    title: {
      ru: `Памятка по безопасности оплаты`,
      ky: `Төлөмдүн коопсуздугу боюнча эскертме`,
      en: `Payment safety tips`,
      tr: `Ödeme güvenliği rehberi`,
      zh: `支付安全须知`,
    },
    desc: {
      ru: `Как отличить настоящий сайт Sapar от поддельного и почему никому нельзя сообщать код из SMS.`,
      ky: `Чыныгы Sapar сайтын жасалмасынан кантип айырмалоого болот жана SMS-кодду эмне үчүн эч кимге айтууга болбойт.`,
      en: `How to tell the real Sapar website from a fake one, and why you should never share the code from an SMS.`,
      tr: `Gerçek Sapar sitesini sahtesinden nasıl ayırt edersiniz ve SMS ile gelen kodu neden kimseyle paylaşmamalısınız?`,
      zh: `如何分辨真假 Sapar 网站，以及为什么绝不能向任何人透露短信验证码。`,
    },
    content: {
      ru: withAttacks({
        intro: `Мошенники всё чаще создают поддельные страницы оплаты, похожие на сайты авиакомпаний и турагентств. Несколько простых правил помогут сохранить ваши деньги.`,
        heading: `Главные правила`,
        rules: [
          `Оплачивайте билеты только на нашем сайте или в приложении банка — адрес страницы должен начинаться с <strong>https://</strong>.`,
          `Никому не сообщайте код из SMS и CVV-код карты — сотрудники Sapar никогда их не спрашивают.`,
          `Не переходите по ссылкам из незнакомых сообщений о «возврате денег» или «выигранном билете».`,
        ],
        faq: [`Если сомневаетесь, позвоните нам или загляните в `, `раздел вопросов и ответов`, `.`],
        outro: `Если вы случайно сообщили данные карты, сразу заблокируйте её в приложении банка и свяжитесь с нами.`,
      }),
      ky: withAttacks({
        intro: `Алдамчылар авиакомпаниялардын жана туристтик агенттиктердин сайттарына окшош жасалма төлөм барактарын барган сайын көп түзүшүүдө. Бир нече жөнөкөй эреже акчаңызды сактап калууга жардам берет.`,
        heading: `Негизги эрежелер`,
        rules: [
          `Билеттерди биздин сайтта же банктын тиркемесинде гана төлөңүз — барактын дареги <strong>https://</strong> менен башталышы керек.`,
          `SMS-кодду жана картанын CVV-кодун эч кимге айтпаңыз — Sapar кызматкерлери аларды эч качан сурашпайт.`,
          `«Акчаны кайтаруу» же «утуп алынган билет» тууралуу тааныш эмес билдирүүлөрдөгү шилтемелерди ачпаңыз.`,
        ],
        faq: [`Күмөн санасаңыз, бизге чалыңыз же `, `суроо-жооптор бөлүмүн`, ` караңыз.`],
        outro: `Эгер картаңыздын маалыматтарын кокустан айтып койсоңуз, аны дароо банктын тиркемесинен бөгөттөп, биз менен байланышыңыз.`,
      }),
      en: withAttacks({
        intro: `Fraudsters are increasingly creating fake payment pages that look like airline and travel agency websites. A few simple rules will help keep your money safe.`,
        heading: `The key rules`,
        rules: [
          `Pay for tickets only on our website or in your bank's app — the page address must start with <strong>https://</strong>.`,
          `Never share the code from an SMS or your card's CVV code — Sapar staff will never ask for them.`,
          `Do not follow links in unfamiliar messages about a “refund” or a “ticket you have won”.`,
        ],
        faq: [`If in doubt, call us or visit our `, `FAQ section`, `.`],
        outro: `If you have accidentally shared your card details, block the card in your bank's app immediately and contact us.`,
      }),
      tr: withAttacks({
        intro: `Dolandırıcılar, havayolu ve seyahat acentesi sitelerine benzeyen sahte ödeme sayfalarını giderek daha sık oluşturuyor. Birkaç basit kural paranızı korumanıza yardımcı olur.`,
        heading: `Temel kurallar`,
        rules: [
          `Biletlerinizi yalnızca sitemizde veya bankanızın uygulamasında ödeyin; sayfa adresi <strong>https://</strong> ile başlamalıdır.`,
          `SMS ile gelen kodu ve kartınızın CVV kodunu kimseyle paylaşmayın; Sapar çalışanları bunları asla sormaz.`,
          `“Para iadesi” veya “bilet kazandınız” gibi tanımadığınız mesajlardaki bağlantılara tıklamayın.`,
        ],
        faq: [`Emin değilseniz bizi arayın ya da `, `sıkça sorulan sorular`, ` bölümüne göz atın.`],
        outro: `Kart bilgilerinizi yanlışlıkla paylaştıysanız kartınızı hemen bankanızın uygulamasından bloke edin ve bizimle iletişime geçin.`,
      }),
      zh: withAttacks({
        intro: `诈骗分子越来越多地制作与航空公司和旅行社网站相似的虚假支付页面。遵守以下几条简单规则，可以保护您的资金安全。`,
        heading: `基本规则`,
        rules: [
          `只在我们的网站或银行应用中支付机票，页面地址必须以 <strong>https://</strong> 开头。`,
          `切勿向任何人透露短信验证码和银行卡 CVV 码，Sapar 员工绝不会索要这些信息。`,
          `不要点击陌生消息中有关“退款”或“赢得机票”的链接。`,
        ],
        faq: [`如有疑问，请致电我们或查看`, `常见问题`, `。`],
        outro: `如果您不慎泄露了银行卡信息，请立即在银行应用中冻结该卡，并与我们联系。`,
      }),
    },
    gallery: [],
  },
];
