import { describe, expect, it } from 'vitest';
import { LANGUAGES, OTP_PURPOSES } from '@sapar/contracts';
import { buildOtpEmail, escapeHtml } from './users.mail.js';

describe('one-time-code emails', () => {
  it.each(LANGUAGES)('in %s carry the code and its 10-minute validity, for every purpose', (language) => {
    const subjects = new Set<string>();
    for (const purpose of OTP_PURPOSES) {
      const mail = buildOtpEmail(language, purpose, 'a@b.kg', '042042');
      expect(mail.to).toBe('a@b.kg');
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toContain('042042');
      expect(mail.text).toContain('042042');
      expect(mail.text).toContain('10');
      expect(mail.html).toContain('042042');
      expect(mail.html).toContain('10');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(OTP_PURPOSES.length);
  });

  it('are written in each language', () => {
    expect(buildOtpEmail('zh', 'register', 'a@b.kg', '1').text).toMatch(/[\u4e00-\u9fff]/);
    expect(buildOtpEmail('ky', 'register', 'a@b.kg', '1').text).toMatch(/[үөң]/);
    expect(buildOtpEmail('ru', 'register', 'a@b.kg', '1').text).toMatch(/[а-я]/);
    expect(buildOtpEmail('tr', 'register', 'a@b.kg', '1').text).toMatch(/[ıişğü]/);
  });

  it('escape HTML', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;');
    expect(buildOtpEmail('en', 'register', 'a@b.kg', '<b>1</b>').html).not.toContain('<b>1</b>');
  });
});
