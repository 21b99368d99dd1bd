import { describe, expect, it } from 'vitest';
import { LANGUAGES, OTP_PURPOSES } from '@sapar/contracts';
import { buildOtpEmail } from './users.mail.js';

describe('one-time-code emails', () => {
  it.each(LANGUAGES)('in %s carry the code and its 10-minute validity, for every purpose', async (language) => {
    const subjects = new Set<string>();
    for (const purpose of OTP_PURPOSES) {
      const mail = await buildOtpEmail(language, purpose, 'a@b.kg', '042042');
      expect(mail.to).toBe('a@b.kg');
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toContain('042042');
      expect(mail.text).toContain('042042');
      expect(mail.text).toContain('10');
      expect(mail.html).toContain('042042');
      expect(mail.html).toContain('10');
      // The tests (and people) take the first 6-digit number of the text as the code.
      expect(/\b(\d{6})\b/.exec(mail.text)?.[1]).toBe('042042');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(OTP_PURPOSES.length);
  });

  it('are written in each language', async () => {
    expect((await buildOtpEmail('zh', 'register', 'a@b.kg', '1')).text).toMatch(/[\u4e00-\u9fff]/);
    expect((await buildOtpEmail('ky', 'register', 'a@b.kg', '1')).text).toMatch(/[үөң]/);
    expect((await buildOtpEmail('ru', 'register', 'a@b.kg', '1')).text).toMatch(/[а-я]/);
    expect((await buildOtpEmail('tr', 'register', 'a@b.kg', '1')).text).toMatch(/[ıişğü]/);
  });

  it('escape HTML', async () => {
    const mail = await buildOtpEmail('en', 'register', 'a@b.kg', `<script>alert("x")</script>`);
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
