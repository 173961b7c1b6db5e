import { describe, expect, it } from 'vitest';
import { isAppUrl, rendererUrl } from './renderer-url';

describe('rendererUrl', () => {
  it('uses the dev server only when it is a loopback http URL', () => {
    expect(rendererUrl({ ELECTRON_RENDERER_URL: 'http://localhost:5173' }, '/app/out/main')).toBe(
      'http://localhost:5173',
    );
    expect(rendererUrl({ ELECTRON_RENDERER_URL: 'https://evil.example' }, '/app/out/main')).toBe(
      'file:///app/out/renderer/index.html',
    );
    expect(rendererUrl({}, '/app/out/main')).toBe('file:///app/out/renderer/index.html');
  });
});

describe('isAppUrl', () => {
  it('accepts only the app itself', () => {
    const app = 'file:///app/out/renderer/index.html';
    expect(isAppUrl('file:///app/out/renderer/index.html#/home', app)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', app)).toBe(false);
    expect(isAppUrl('https://example.com', app)).toBe(false);
    expect(isAppUrl('http://localhost:5173/login', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('not a url', app)).toBe(false);
  });
});
