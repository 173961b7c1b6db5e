// Serves the web build: hashed assets cached for a year, index.html never cached, and every other non-API
// GET answered with index.html so the client router can take it (SPA fallback).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sendApiNotFound } from '../http/error-handler';

const MISSING_BUILD = `<!doctype html><meta charset="utf-8"><title>Atrium</title>
<p>The web app is not built yet. Run <code>npm run build:web</code> (or <code>npm start</code>, which builds it).</p>`;

/** Whether each app's web folder holds a build (looked at once: the folder does not change while it runs). */
const builds = new WeakMap<FastifyInstance, boolean>();
const hasBuild = (app: FastifyInstance) => {
  let found = builds.get(app);
  if (found === undefined) {
    found = existsSync(join(app.deps.config.webDir, 'index.html'));
    builds.set(app, found);
  }
  return found;
};

/**
 * Answers with the web app's page (index.html, never cached) for the client router to take: the fallback of
 * every page path, and what a route with its own headers (a bot's widget page) sends.
 */
export function sendAppShell(reply: FastifyReply): FastifyReply {
  if (!hasBuild(reply.server)) return reply.type('text/html; charset=utf-8').send(MISSING_BUILD);
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

export async function registerWeb(app: FastifyInstance): Promise<void> {
  const { webDir } = app.deps.config;
  if (hasBuild(app)) {
    // One route for every file, looked up when asked for: one route per file (`wildcard: false`) put each of
    // the build's hundreds of files into the router at every start. A path with no file falls through to
    // the not-found handler below.
    await app.register(fastifyStatic, {
      root: webDir,
      // A folder's address (`/`, `/news/`) answers its index.html if it has one, else the not-found handler's.
      index: 'index.html',
      redirect: false,
      setHeaders(reply, path) {
        const hashed = /[\\/]assets[\\/]/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !wantsPage)
      return sendApiNotFound(request, reply);
    // A missing hashed asset is a real 404, not the app shell (which would be parsed as a script).
    if (path.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendAppShell(reply);
  });
}
