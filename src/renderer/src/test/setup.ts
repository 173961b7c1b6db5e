// Shared setup for renderer tests in jsdom.
export {};
