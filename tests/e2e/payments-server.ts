// A second Atrium for the browser tests that pay: the build the main server runs (out/server, made by
// `npm start` before any test), its own data folder, the same loopback model and image services, and a
// loopback Stripe in this process that the test drives (a customer pays, a period renews or its payment
// fails) and whose webhook events it delivers to the server as Stripe would. The main server stays without
// payments, as credits.spec.ts shows.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';
import { E2E_PORT, e2eServerEnv } from './server-env';

export const PAYMENTS_PORT = E2E_PORT + 20;
export const PAYMENTS_URL = `http://127.0.0.1:${PAYMENTS_PORT}`;
/** Sign-in codes of this server land here (support.ts reads them). */
export const paymentsDataDir = () => join(process.env.ATRIUM_E2E_DATA_DIR ?? '', 'payments');

export interface PaymentsServer {
  stripe: FakeStripe;
  /** Posts Stripe's webhook events to the server, signed, in order; each must be accepted. */
  deliver(events: Stripe.Event[]): Promise<void>;
  close(): Promise<void>;
}

async function waitForHealth(child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`payments server exited: ${log()}`);
    try {
      if ((await fetch(`${PAYMENTS_URL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`payments server did not start: ${log()}`);
}

export async function startPaymentsServer(): Promise<PaymentsServer> {
  const stripe = await startFakeStripe({
    port: E2E_PORT + 21,
    prices: {
      price_basic: { unit_amount: 999, recurring: true },
      price_standard: { unit_amount: 1999, recurring: true },
      price_pro: { unit_amount: 3999, recurring: true },
    },
  });
  const dataDir = paymentsDataDir();
  mkdirSync(dataDir, { recursive: true });
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'out/server/index.js'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...e2eServerEnv(PAYMENTS_PORT, dataDir),
      ...stripe.env,
      STRIPE_PRICE_BASIC: 'price_basic',
      STRIPE_PRICE_STANDARD: 'price_standard',
      STRIPE_PRICE_PRO: 'price_pro',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  try {
    await waitForHealth(child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await stripe.close();
    throw error;
  }
  return {
    stripe,
    async deliver(events) {
      for (const event of events) {
        const { payload, header } = stripe.sign(event);
        const response = await fetch(`${PAYMENTS_URL}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
        });
        if (!response.ok)
          throw new Error(`webhook ${event.type}: ${response.status} ${await response.text()}`);
      }
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await stripe.close();
    },
  };
}
