// Every route resolves: its page, or the 404 page for an address the app does not have.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../test/render';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { useAppStartStore } from '../stores/app-start';

function Routes() {
  return useRoutes(routes);
}

const renderAt = (path: string) => {
  useAppStartStore.setState({ status: 'loaded' });
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
};

describe('routes', () => {
  it.each(['/no/such/page', '/home/extra'])('%s answers with the 404 page', async (path) => {
    renderAt(path);
    expect(await screen.findByTestId('page-404', {}, { timeout: 5000 })).toBeTruthy();
  });

  it.each([
    ['/home', 'Every AI tool you need, one balance'],
    ['/faq', 'Frequently asked questions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms and Conditions'],
    ['/refund-policy', 'Refund Policy'],
    ['/test', 'System check'],
  ])('%s shows its page', async (path, heading) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows the retry panel when the app failed to start', () => {
    useAppStartStore.setState({ status: 'error' });
    renderInApp(
      <MemoryRouter initialEntries={['/home']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('app-load-error').textContent).toContain(
      'Failed to load, please try again later.',
    );
  });
});
