import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from '@sapar/contracts';
import { hashPassword, newPasswordErrors, verifyPassword } from './passwords.js';

describe('checkPasswordStrength', () => {
  it('wants at least 8 characters', () => {
    expect(checkPasswordStrength('abc1234')).toBe('password_too_short');
    expect(checkPasswordStrength('abcd1234')).toBeNull();
    expect(checkPasswordStrength('пароль12')).toBeNull();
  });

  it('refuses digits only', () => {
    expect(checkPasswordStrength('1234567890')).toBe('password_all_digits');
    expect(checkPasswordStrength('123456789a')).toBeNull();
  });

  it('refuses the email or its local part, in any case', () => {
    expect(checkPasswordStrength('Aigul.Travel@Mail.KG', 'aigul.travel@mail.kg')).toBe('password_like_email');
    expect(checkPasswordStrength('aigul.travel', 'aigul.travel@mail.kg')).toBe('password_like_email');
    expect(checkPasswordStrength('aigul.travel!2025', 'aigul.travel@mail.kg')).toBeNull();
  });
});

describe('newPasswordErrors', () => {
  it('names the caller fields', () => {
    expect(
      newPasswordErrors('short', 'other', undefined, { password: 'new_password', repeat: 'new_password2' }),
    ).toEqual({
      new_password: 'password_too_short',
      new_password2: 'passwords_mismatch',
    });
    expect(newPasswordErrors('long-enough', 'long-enough', undefined, { password: 'p', repeat: 'p2' })).toEqual({});
  });
});

describe('password hashes', () => {
  it('are argon2id with 19 MiB, 2 passes, 1 lane, and verify', async () => {
    const hash = await hashPassword('correct-horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(hash, 'correct-horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horsE')).toBe(false);
  });

  it('answer false without a stored hash, and for a broken one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
