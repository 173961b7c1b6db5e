// The Upload family: an image sent for a purpose, and the signed file route every stored file is served by.
import fp from 'fastify-plugin';
import { uploadRoutes } from './routes';

export const uploadModule = fp(async (app) => uploadRoutes(app), { name: 'upload' });
