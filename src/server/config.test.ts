import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'atrium-config-'));

describe('loadConfig', () => {
  it('has working defaults and keeps a generated JWT secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8787);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8787');
    expect(config.google).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('names every bad variable', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://x',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres/);
    expect(attempt).toThrow(/SMTP_URL/);
  });

  it('says what each kind of value expects', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: '99999',
        HOST: '  ',
        CHAT_TIMEOUT_MS: '1.5',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'atrium',
        DOUYIN_POLL_AFTER_MINUTES: '0',
      });
    expect(attempt).toThrow(/PORT: must be a whole number from 0 to 65535/);
    expect(attempt).toThrow(/HOST: must not be blank/);
    expect(attempt).toThrow(/CHAT_TIMEOUT_MS: must be a whole number, at least 1000/);
    expect(attempt).toThrow(/LOG_LEVEL: must be one of fatal, error, warn/);
    expect(attempt).toThrow(/PUBLIC_URL: must be a URL/);
    expect(attempt).toThrow(/DOUYIN_POLL_AFTER_MINUTES: must be a whole number from 1 to 1440/);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: ' 8080 ',
      PUBLIC_URL: ' https://atrium.example.com// ',
      DATABASE_URL: '  ',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://atrium.example.com');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('wants both Google variables or neither', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(config.google?.tokenUrl).toBe('https://oauth2.googleapis.com/token');
  });

  it('reads admin e-mails, proxy trust and blank values', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      TRUST_PROXY: '2',
      SMTP_URL: '',
      PUBLIC_URL: 'https://atrium.example.com/',
    });
    expect([...config.adminEmails]).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.trustProxy).toBe(2);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://atrium.example.com');
  });
});
