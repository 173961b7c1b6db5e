import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError, serializeRequest } from './log-serializers';

describe('log serializers', () => {
  it("keep a failed query's parameters and row details out of the log", () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into users values ($1)',
      ['someone@example.com'],
      cause,
    );
    const line = JSON.stringify(serializeError(error));
    expect(line).not.toContain('someone@example.com');
    expect(line).toContain('insert into users');
    expect(line).toContain('23505');
  });

  it("keep the Google callback's code and state out of the log", () => {
    expect(
      serializeRequest({ method: 'GET', url: '/api/g/do/login?code=secret&state=s2' }).url,
    ).toBe('/api/g/do/login?code=[redacted]&state=[redacted]');
  });
});
