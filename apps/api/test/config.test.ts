import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/env.js';

describe('configuration', () => {
  it('has working defaults outside production and keeps a generated JWT secret', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sapar-cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.appEnv).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('refuses to start in production without the required settings, naming each', () => {
    let message = '';
    try {
      loadConfig({ APP_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const key of [
      'DATABASE_URL',
      'JWT_SECRET',
      'STAFF_MFA_KEY',
      'PUBLIC_URL',
      'SMTP_URL',
      'METRICS_TOKEN',
      'PAYMENT_PROVIDER',
      'SMS_PROVIDER',
    ])
      expect(message).toContain(key);
  });

  it('refuses the MBank sandbox in production, and Finipay without its settings', () => {
    const production = {
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://sapar@db/sapar',
      JWT_SECRET: 'x'.repeat(40),
      STAFF_MFA_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://sapar.kg',
      SMTP_URL: 'smtp://mail.sapar.kg:587',
      METRICS_TOKEN: 'm'.repeat(32),
    };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'mbank-sandbox' })).toThrow(
      /PAYMENT_PROVIDER must be a real provider/,
    );
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER.*sandbox is refused \(it is the default\)/);
    let message = '';
    try {
      loadConfig({ ...production, PAYMENT_PROVIDER: 'finipay' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['FINIPAY_URL', 'FINIPAY_LOGIN', 'FINIPAY_PASSWORD'])
      expect(message).toContain(`${key} is required when PAYMENT_PROVIDER=finipay`);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    const dev = loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) });
    expect(dev.paymentProvider).toBe('mbank-sandbox');
    expect(dev.finipay).toBeUndefined();
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://sapar@db/sapar',
      JWT_SECRET: 'x'.repeat(40),
      STAFF_MFA_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://sapar.kg',
      SMTP_URL: 'smtp://mail.sapar.kg:587',
      METRICS_TOKEN: 'scrape-token-of-32-characters-xx',
      PAYMENT_PROVIDER: 'finipay',
      FINIPAY_URL: 'https://test.finipay.kg',
      FINIPAY_LOGIN: 'sapar',
      FINIPAY_PASSWORD: 'secret',
      SMS_PROVIDER: 'nikita',
      SMS_LOGIN: 'sapar',
      SMS_PASSWORD: 'sms-secret',
      SMS_SENDER: 'SAPAR.KG',
    });
    expect(config.isProduction).toBe(true);
    expect(config.sms).toEqual({
      provider: 'nikita',
      url: 'https://smspro.nikita.kg/api/',
      login: 'sapar',
      password: 'sms-secret',
      sender: 'SAPAR.KG',
      timeoutMs: 15_000,
    });
    expect(config.paymentProvider).toBe('finipay');
    expect(config.finipay).toEqual({
      url: 'https://test.finipay.kg',
      login: 'sapar',
      password: 'secret',
      timeoutMs: 15_000,
    });
    expect(config.seedDemoData).toBe(false);
    expect(config.metricsToken).toBe('scrape-token-of-32-characters-xx');
  });

  it('refuses production without METRICS_TOKEN, or with a short one, and leaves /metrics open elsewhere', () => {
    const production = {
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://sapar@db/sapar',
      JWT_SECRET: 'x'.repeat(40),
      STAFF_MFA_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://sapar.kg',
      SMTP_URL: 'smtp://mail.sapar.kg:587',
      PAYMENT_PROVIDER: 'finipay',
      FINIPAY_URL: 'https://test.finipay.kg',
      FINIPAY_LOGIN: 'sapar',
      FINIPAY_PASSWORD: 'secret',
      SMS_PROVIDER: 'nikita',
      SMS_LOGIN: 'sapar',
      SMS_PASSWORD: 'sms-secret',
      SMS_SENDER: 'SAPAR.KG',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/METRICS_TOKEN is required when APP_ENV=production/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: '' })).toThrow(/METRICS_TOKEN is required/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
    expect(loadConfig({ ...production, METRICS_TOKEN: 't'.repeat(16) }).metricsToken).toBe('t'.repeat(16));
    expect(loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) }).metricsToken).toBeUndefined();
  });

  it('trusts read seats until told on the embedded database, at most 30 s on PostgreSQL (a safety net), or as set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sapar-cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).seatCacheTtlMs).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db.example.kg/sapar' }).seatCacheTtlMs).toBe(30_000);
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db.example.kg/sapar', SEAT_CACHE_TTL_MS: '250' })
        .seatCacheTtlMs,
    ).toBe(250);
    expect(() => loadConfig({ DATA_DIR: dir, SEAT_CACHE_TTL_MS: '-1' })).toThrow(/SEAT_CACHE_TTL_MS/);
  });

  it('refuses production without an SMS gateway, naming SMS_PROVIDER, and the gateway without its settings', () => {
    const production = {
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://sapar@db/sapar',
      JWT_SECRET: 'x'.repeat(40),
      STAFF_MFA_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://sapar.kg',
      SMTP_URL: 'smtp://mail.sapar.kg:587',
      METRICS_TOKEN: 'm'.repeat(32),
      PAYMENT_PROVIDER: 'finipay',
      FINIPAY_URL: 'https://test.finipay.kg',
      FINIPAY_LOGIN: 'sapar',
      FINIPAY_PASSWORD: 'secret',
    };
    expect(() => loadConfig(production)).toThrow(
      /SMS_PROVIDER: SMS_PROVIDER must name an SMS gateway \(nikita\) when APP_ENV=production; the dev outbox sends nothing \(it is the default\)/,
    );
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'outbox' })).toThrow(
      /SMS_PROVIDER must name an SMS gateway/,
    );
    let message = '';
    try {
      loadConfig({ ...production, SMS_PROVIDER: 'nikita' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['SMS_LOGIN', 'SMS_PASSWORD', 'SMS_SENDER'])
      expect(message).toContain(`${key} is required when SMS_PROVIDER=nikita`);
    expect(message).not.toContain('SMS_PROVIDER must');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() =>
      loadConfig({ SMS_PROVIDER: 'nikita', SMS_LOGIN: 'a', SMS_PASSWORD: 'b', SMS_SENDER: 'Sapar Travel Agency' }),
    ).toThrow(/SMS_SENDER must be 1-11 Latin letters/);
    // Outside production the dev outbox stays the default, and a gateway may be tried with its own URL.
    const dev = loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) });
    expect(dev.sms).toBeUndefined();
    const trial = loadConfig({
      DATA_DIR: os.tmpdir(),
      JWT_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'nikita',
      SMS_URL: 'http://127.0.0.1:9/api/',
      SMS_LOGIN: 'a',
      SMS_PASSWORD: 'b',
      SMS_SENDER: 'SAPAR.KG',
      SMS_TIMEOUT_MS: '2000',
    });
    expect(trial.sms).toMatchObject({ url: 'http://127.0.0.1:9/api/', timeoutMs: 2000 });
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });
});
