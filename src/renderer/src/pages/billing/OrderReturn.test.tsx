// The return from Checkout polls the order with a growing pause until it is settled, for about a minute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { Order } from '@shared/api/billing';
import { billingService } from '../../api/billing';
import { ApiError } from '../../api/errors';
import { OrderReturn } from './OrderReturn';

const order = (status: Order['status']): Order => ({
  sn: 'SN1',
  kind: 'topup',
  status,
  plan: null,
  credits: 120_000,
  amount: 999,
  currency: 'usd',
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: status === 'paid' ? '2026-01-01T00:00:05.000Z' : null,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the return from Checkout', () => {
  it('asks at once, then after 1 s, 2 s, 3 s…, and reports a paid order once', async () => {
    vi.useFakeTimers();
    const answers: Order['status'][] = ['pending', 'pending', 'pending', 'paid'];
    const poll = vi
      .spyOn(billingService, 'order')
      .mockImplementation(async () => order(answers.shift() ?? 'paid'));
    const onPaid = vi.fn();
    render(<OrderReturn sn="SN1" onPaid={onPaid} onClose={() => undefined} />);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await advance(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await advance(2000);
    expect(poll).toHaveBeenCalledTimes(3);
    await advance(3000);
    expect(poll).toHaveBeenCalledTimes(4);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('order-paid').textContent).toContain('1,200 credits');
    await advance(60_000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('says so when the checkout expired', async () => {
    vi.useFakeTimers();
    vi.spyOn(billingService, 'order').mockResolvedValue(order('expired'));
    render(<OrderReturn sn="SN1" onPaid={() => undefined} onClose={() => undefined} />);
    await advance(0);
    expect(screen.getByTestId('order-expired')).toBeTruthy();
  });

  it('stops after about a minute of pending answers', async () => {
    vi.useFakeTimers();
    const poll = vi.spyOn(billingService, 'order').mockResolvedValue(order('pending'));
    render(<OrderReturn sn="SN1" onPaid={() => undefined} onClose={() => undefined} />);
    await advance(70_000);
    expect(screen.getByTestId('order-slow')).toBeTruthy();
    // 1 + 2 + … + 10 s = 55 s of pauses: eleven questions in all.
    expect(poll).toHaveBeenCalledTimes(11);
  });

  it('stops at once for an unknown order', async () => {
    vi.useFakeTimers();
    const poll = vi
      .spyOn(billingService, 'order')
      .mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found.'));
    render(<OrderReturn sn="SN1" onPaid={() => undefined} onClose={() => undefined} />);
    await advance(10_000);
    expect(screen.getByTestId('order-missing')).toBeTruthy();
    expect(poll).toHaveBeenCalledTimes(1);
  });
});
