// What a user sends as a source, checked before anything is stored or priced: a file's bytes, refused at once
// when they are too many or plainly not a document we read.
import { SOURCE_LIMITS } from '@shared/api/bot-sources';
import { AppError } from '../../http/app-error';
import { detectKind } from '../../knowledge/extract/detect';
import { SourceError } from '../../knowledge/source-error';

export const refuse = (key: string) => new AppError('VALIDATION', {}, key);

/** The translated refusal of a source that cannot be read. */
export const refuseSource = (error: SourceError) => refuse(`bots.sourceErrors.${error.code}`);

export function fileBytes(name: string, data: string): Buffer {
  const bytes = Buffer.from(data.replace(/^data:[^,]*,/, ''), 'base64');
  if (!bytes.length) throw refuse('bots.sourceErrors.SOURCE_EMPTY');
  if (bytes.length > SOURCE_LIMITS.fileBytes) throw refuse('bots.sources.fileTooLarge');
  try {
    detectKind(bytes, name);
  } catch (error) {
    if (error instanceof SourceError) throw refuseSource(error);
    throw error;
  }
  return bytes;
}
