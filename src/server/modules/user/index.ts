// The signed-in user: their profile and their sessions (devices), which they may revoke.
import fp from 'fastify-plugin';
import { userRoutes } from './routes';

export const userModule = fp(async (app) => userRoutes(app), { name: 'user' });
