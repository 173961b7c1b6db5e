// Whether the server and its database answer.
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

export const healthModule = fp(async (app) => healthRoutes(app), { name: 'health' });
