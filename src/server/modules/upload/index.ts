// What other modules use of uploads (the chat engine, the image tools).
export { ownedUploads, readUpload, type UploadRow } from './service';
export { signedFileUrl, FILE_URL_TTL_SECONDS } from './signed-url';
