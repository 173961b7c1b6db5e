// The chat model list as this server serves it (which models exist and which can answer now).
import fp from 'fastify-plugin';
import { modelRoutes } from './routes';

export const modelModule = fp(async (app) => modelRoutes(app), { name: 'model' });
