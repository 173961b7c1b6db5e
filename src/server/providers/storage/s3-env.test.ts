import { describe, expect, it } from 'vitest';
import { s3OptionsFromEnv } from './s3-env';

const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

describe('S3 options from the environment', () => {
  it('answers undefined when no bucket is set, whatever else is', () => {
    expect(s3OptionsFromEnv({})).toBeUndefined();
    expect(s3OptionsFromEnv({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeUndefined();
    expect(s3OptionsFromEnv({ ...keys, S3_BUCKET: '' })).toBeUndefined();
    expect(s3OptionsFromEnv({ ...keys, S3_BUCKET: '  ' })).toBeUndefined();
  });

  it('reads a bucket on AWS with the default region', () => {
    expect(s3OptionsFromEnv({ ...keys, S3_BUCKET: 'atrium-files' })).toEqual({
      bucket: 'atrium-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('reads every variable of an S3-compatible service', () => {
    expect(
      s3OptionsFromEnv({
        ...keys,
        S3_BUCKET: 'atrium',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'prod/files',
        UNRELATED: 'x',
      }),
    ).toEqual({
      bucket: 'atrium',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod/files',
    });
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('reads S3_FORCE_PATH_STYLE=%j as %j', (value, expected) => {
    expect(
      s3OptionsFromEnv({ ...keys, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: value })?.forcePathStyle,
    ).toBe(expected);
  });

  it('names the key that is missing when a bucket is set', () => {
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /^(?!.*S3_ACCESS_KEY_ID).*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', ...keys, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b' })).toThrow(
      'S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too',
    );
  });

  it('refuses a path style flag or an endpoint it cannot read', () => {
    expect(() => s3OptionsFromEnv({ ...keys, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() =>
      s3OptionsFromEnv({ ...keys, S3_BUCKET: 'b', S3_ENDPOINT: '127.0.0.1:9000' }),
    ).toThrow(/S3_ENDPOINT/);
  });
});
