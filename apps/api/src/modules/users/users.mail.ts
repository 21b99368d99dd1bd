/** The one-time-code emails, in the five interface languages: subject, plain text and escaped HTML. */
import { OTP_TTL_SECONDS, type Language, type OtpPurpose } from '@sapar/contracts';
import type { EmailMessage } from '../../providers/messaging/index.js';

interface OtpMailCopy {
  subject: Record<OtpPurpose, string>;
  intro: Record<OtpPurpose, string>;
  /** `{minutes}` is filled in. */
  validity: string;
  ignore: string;
  team: string;
}

const COPY: Record<Language, OtpMailCopy> = {
  ru: {
    subject: {
      register: 'Код подтверждения регистрации в Sapar',
      recovery: 'Код для восстановления пароля в Sapar',
      email_change: 'Код подтверждения новой почты в Sapar',
    },
    intro: {
      register: 'Ваш код для завершения регистрации:',
      recovery: 'Ваш код для восстановления пароля:',
      email_change: 'Ваш код для подтверждения нового адреса почты:',
    },
    validity: 'Код действует {minutes} минут и может быть использован один раз.',
    ignore: 'Если вы не запрашивали код, просто проигнорируйте это письмо.',
    team: 'Команда Sapar',
  },
  ky: {
    subject: {
      register: 'Sapar: каттоону ырастоо коду',
      recovery: 'Sapar: сырсөздү калыбына келтирүү коду',
      email_change: 'Sapar: жаңы электрондук почтаны ырастоо коду',
    },
    intro: {
      register: 'Каттоону аяктоо үчүн кодуңуз:',
      recovery: 'Сырсөздү калыбына келтирүү үчүн кодуңуз:',
      email_change: 'Жаңы электрондук почтаны ырастоо үчүн кодуңуз:',
    },
    validity: 'Код {minutes} мүнөт жарактуу жана бир гана жолу колдонулат.',
    ignore: 'Эгер сиз код сураган эмес болсоңуз, бул катты көңүлгө албаңыз.',
    team: 'Sapar командасы',
  },
  en: {
    subject: {
      register: 'Your Sapar sign-up code',
      recovery: 'Your Sapar password recovery code',
      email_change: 'Confirm your new email for Sapar',
    },
    intro: {
      register: 'Your code to complete the sign-up:',
      recovery: 'Your code to recover your password:',
      email_change: 'Your code to confirm your new email address:',
    },
    validity: 'The code is valid for {minutes} minutes and can be used once.',
    ignore: 'If you did not request a code, simply ignore this email.',
    team: 'The Sapar team',
  },
  tr: {
    subject: {
      register: 'Sapar kayıt doğrulama kodunuz',
      recovery: 'Sapar şifre sıfırlama kodunuz',
      email_change: 'Sapar yeni e-posta doğrulama kodunuz',
    },
    intro: {
      register: 'Kaydınızı tamamlamak için kodunuz:',
      recovery: 'Şifrenizi sıfırlamak için kodunuz:',
      email_change: 'Yeni e-posta adresinizi doğrulamak için kodunuz:',
    },
    validity: 'Kod {minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
    ignore: 'Bu kodu siz istemediyseniz bu e-postayı dikkate almayın.',
    team: 'Sapar ekibi',
  },
  zh: {
    subject: {
      register: 'Sapar 注册验证码',
      recovery: 'Sapar 找回密码验证码',
      email_change: 'Sapar 新邮箱验证码',
    },
    intro: {
      register: '您完成注册的验证码：',
      recovery: '您找回密码的验证码：',
      email_change: '您验证新邮箱地址的验证码：',
    },
    validity: '验证码 {minutes} 分钟内有效，且只能使用一次。',
    ignore: '如果这不是您本人的操作，请忽略此邮件。',
    team: 'Sapar 团队',
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export function buildOtpEmail(language: Language, purpose: OtpPurpose, to: string, code: string): EmailMessage {
  const copy = COPY[language];
  const validity = copy.validity.replace('{minutes}', String(OTP_TTL_SECONDS / 60));
  const subject = copy.subject[purpose];
  const text = [copy.intro[purpose], '', code, '', validity, copy.ignore, '', copy.team].join('\n');
  const lang = language === 'zh' ? 'zh-CN' : language;
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a;">
<p>${escapeHtml(copy.intro[purpose])}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${escapeHtml(code)}</p>
<p>${escapeHtml(validity)}</p>
<p style="color: #666;">${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(copy.team)}</p>
</body>
</html>`;
  return { to, subject, text, html };
}
