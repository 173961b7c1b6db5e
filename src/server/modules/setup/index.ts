// The operator's setup page: which outside services this server has, whether they answer, what turns each on.
import fp from 'fastify-plugin';
import { setupRoutes } from './routes';

export const setupModule = fp(async (app) => setupRoutes(app), { name: 'setup' });
