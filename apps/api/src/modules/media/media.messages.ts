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
} satisfies Record<string, Record<Language, string>>;
