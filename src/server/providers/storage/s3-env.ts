// The S3_* environment variables → options for createS3Storage, or undefined when no bucket is configured (then
// files stay in the data folder). Pure: config.ts passes process.env, tests pass a plain object.
import type { S3StorageOptions } from './s3';

type Env = Record<string, string | undefined>;

/** A variable's value, with an empty or blank one taken as unset (as `.env` files often leave them). */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function s3OptionsFromEnv(env: Env): S3StorageOptions | undefined {
  const bucket = read(env, 'S3_BUCKET');
  if (!bucket) return undefined;

  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  const missing = [
    ...(accessKeyId ? [] : ['S3_ACCESS_KEY_ID']),
    ...(secretAccessKey ? [] : ['S3_SECRET_ACCESS_KEY']),
  ];
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(`S3_BUCKET is set, so ${missing.join(' and ')} must be set too`);
  }

  const endpoint = read(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/]/i.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not ${JSON.stringify(endpoint)}`);
  }

  const pathStyle = read(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (pathStyle !== undefined && !['true', '1', 'false', '0'].includes(pathStyle)) {
    throw new Error(
      `S3_FORCE_PATH_STYLE must be true, 1, false or 0, not ${JSON.stringify(env.S3_FORCE_PATH_STYLE)}`,
    );
  }

  const prefix = read(env, 'S3_PREFIX');
  return {
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    ...(endpoint !== undefined && { endpoint }),
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    ...(prefix !== undefined && { prefix }),
  };
}
