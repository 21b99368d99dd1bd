import type { Language } from '@sapar/contracts';

/** Messages of the image uploads (staff), merged into the API's catalogue (i18n/messages.ts). */
export const MEDIA_MESSAGES = {
  media_too_large: {
    ru: 'Файл слишком большой: не более {megabytes} МБ.',
    ky: 'Файл өтө чоң: {megabytes} МБдан ашпашы керек.',
    en: 'The file is too large: {megabytes} MB at most.',
    tr: 'Dosya çok büyük: en fazla {megabytes} MB.',
    zh: '文件过大：不得超过 {megabytes} MB。',
  },
  media_too_many_pixels: {
    ru: 'Изображение слишком большое: {width}×{height} пикс. Допустимо не более {megapixels} мегапикселей (например, 9000×6000). Уменьшите его и загрузите снова.',
    ky: 'Сүрөт өтө чоң: {width}×{height} пиксель. Эң көп {megapixels} мегапиксель болушу керек (мисалы, 9000×6000). Аны кичирейтип, кайра жүктөңүз.',
    en: 'The image is too large: {width}×{height} px. At most {megapixels} megapixels (e.g. 9000×6000). Scale it down and upload it again.',
    tr: 'Görsel çok büyük: {width}×{height} piksel. En fazla {megapixels} megapiksel olabilir (ör. 9000×6000). Küçültüp yeniden yükleyin.',
    zh: '图片尺寸过大：{width}×{height} 像素。最多 {megapixels} 百万像素（例如 9000×6000）。请缩小后重新上传。',
  },
  media_not_image: {
    ru: 'Это не изображение. Загрузите JPEG, PNG, WebP, GIF или AVIF.',
    ky: 'Бул сүрөт эмес. JPEG, PNG, WebP, GIF же AVIF жүктөңүз.',
    en: 'This is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF file.',
    tr: 'Bu bir görsel değil. JPEG, PNG, WebP, GIF veya AVIF dosyası yükleyin.',
    zh: '这不是图片。请上传 JPEG、PNG、WebP、GIF 或 AVIF 文件。',
  },
  media_file_required: {
    ru: 'Выберите файл изображения.',
    ky: 'Сүрөт файлын тандаңыз.',
    en: 'Choose an image file.',
    tr: 'Bir görsel dosyası seçin.',
    zh: '请选择图片文件。',
  },
  media_missing: {
    ru: 'Изображение не найдено: загрузите его заново.',
    ky: 'Сүрөт табылган жок: аны кайра жүктөңүз.',
    en: 'The image was not found: upload it again.',
    tr: 'Görsel bulunamadı: yeniden yükleyin.',
    zh: '未找到该图片：请重新上传。',
  },
  media_in_use: {
    ru: 'Изображение нельзя удалить: оно используется — {where}. Сначала уберите его оттуда.',
    ky: 'Сүрөттү өчүрүүгө болбойт: ал колдонулуп жатат — {where}. Адегенде аны ал жерден алып салыңыз.',
    en: 'The image cannot be deleted: it is used by {where}. Remove it from there first.',
    tr: 'Görsel silinemez: şurada kullanılıyor — {where}. Önce oradan kaldırın.',
    zh: '无法删除该图片：它正被使用——{where}。请先从那里移除。',
  },
  media_not_found: {
    ru: 'Изображение не найдено.',
    ky: 'Сүрөт табылган жок.',
    en: 'Image not found.',
    tr: 'Görsel bulunamadı.',
    zh: '未找到该图片。',
  },
} satisfies Record<string, Record<Language, string>>;

/** How the places that use an image are named in `media_in_use` (followed by their address in quotes). */
export const MEDIA_USAGE_KINDS = {
  news: { ru: 'новость', ky: 'жаңылык', en: 'news item', tr: 'haber', zh: '新闻' },
  tour: { ru: 'тур', ky: 'тур', en: 'tour', tr: 'tur', zh: '旅游线路' },
  page: { ru: 'страница', ky: 'барак', en: 'page', tr: 'sayfa', zh: '页面' },
  faq: { ru: 'вопрос FAQ', ky: 'FAQ суроосу', en: 'FAQ question', tr: 'SSS sorusu', zh: '常见问题' },
} satisfies Record<string, Record<Language, string>>;
