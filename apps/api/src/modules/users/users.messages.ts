import type { Language } from '@sapar/contracts';

/** The one-time-code emails (users.mail.tsx) and answers, merged into the API's catalogue (i18n/messages.ts). */
export const USERS_MESSAGES = {
  otp_mail_subject_register: {
    ru: 'Код подтверждения регистрации в Sapar',
    ky: 'Sapar: каттоону ырастоо коду',
    en: 'Your Sapar sign-up code',
    tr: 'Sapar kayıt doğrulama kodunuz',
    zh: 'Sapar 注册验证码',
  },
  otp_mail_subject_recovery: {
    ru: 'Код для восстановления пароля в Sapar',
    ky: 'Sapar: сырсөздү калыбына келтирүү коду',
    en: 'Your Sapar password recovery code',
    tr: 'Sapar şifre sıfırlama kodunuz',
    zh: 'Sapar 找回密码验证码',
  },
  otp_mail_subject_email_change: {
    ru: 'Код подтверждения новой почты в Sapar',
    ky: 'Sapar: жаңы электрондук почтаны ырастоо коду',
    en: 'Confirm your new email for Sapar',
    tr: 'Sapar yeni e-posta doğrulama kodunuz',
    zh: 'Sapar 新邮箱验证码',
  },
  otp_mail_heading_register: {
    ru: 'Подтвердите почту',
    ky: 'Почтаңызды ырастаңыз',
    en: 'Confirm your email',
    tr: 'E-postanızı doğrulayın',
    zh: '验证您的邮箱',
  },
  otp_mail_heading_recovery: {
    ru: 'Восстановление пароля',
    ky: 'Сырсөздү калыбына келтирүү',
    en: 'Password recovery',
    tr: 'Şifre sıfırlama',
    zh: '找回密码',
  },
  otp_mail_heading_email_change: {
    ru: 'Подтвердите новую почту',
    ky: 'Жаңы почтаңызды ырастаңыз',
    en: 'Confirm your new email',
    tr: 'Yeni e-postanızı doğrulayın',
    zh: '验证您的新邮箱',
  },
  otp_mail_intro_register: {
    ru: 'Ваш код для завершения регистрации:',
    ky: 'Каттоону аяктоо үчүн кодуңуз:',
    en: 'Your code to complete the sign-up:',
    tr: 'Kaydınızı tamamlamak için kodunuz:',
    zh: '您完成注册的验证码：',
  },
  otp_mail_intro_recovery: {
    ru: 'Ваш код для восстановления пароля:',
    ky: 'Сырсөздү калыбына келтирүү үчүн кодуңуз:',
    en: 'Your code to recover your password:',
    tr: 'Şifrenizi sıfırlamak için kodunuz:',
    zh: '您找回密码的验证码：',
  },
  otp_mail_intro_email_change: {
    ru: 'Ваш код для подтверждения нового адреса почты:',
    ky: 'Жаңы электрондук почтаны ырастоо үчүн кодуңуз:',
    en: 'Your code to confirm your new email address:',
    tr: 'Yeni e-posta adresinizi doğrulamak için kodunuz:',
    zh: '您验证新邮箱地址的验证码：',
  },
  otp_mail_validity: {
    ru: 'Код действует {minutes} минут и может быть использован один раз.',
    ky: 'Код {minutes} мүнөт жарактуу жана бир гана жолу колдонулат.',
    en: 'The code is valid for {minutes} minutes and can be used once.',
    tr: 'Kod {minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
    zh: '验证码 {minutes} 分钟内有效，且只能使用一次。',
  },
  otp_mail_ignore: {
    ru: 'Если вы не запрашивали код, просто проигнорируйте это письмо. Никому не сообщайте код: сотрудники Sapar его не спрашивают.',
    ky: 'Эгер сиз код сураган эмес болсоңуз, бул катты көңүлгө албаңыз. Кодду эч кимге айтпаңыз: Sapar кызматкерлери аны сурашпайт.',
    en: 'If you did not request a code, simply ignore this email. Never share the code: Sapar staff never ask for it.',
    tr: 'Bu kodu siz istemediyseniz bu e-postayı dikkate almayın. Kodu kimseyle paylaşmayın: Sapar çalışanları kodu asla sormaz.',
    zh: '如果这不是您本人的操作，请忽略此邮件。请勿向任何人透露验证码：Sapar 工作人员不会向您索要。',
  },
  otp_confirmed: {
    ru: 'Код подтверждён.',
    ky: 'Код ырасталды.',
    en: 'The code is confirmed.',
    tr: 'Kod doğrulandı.',
    zh: '验证码已确认。',
  },
} satisfies Record<string, Record<Language, string>>;
