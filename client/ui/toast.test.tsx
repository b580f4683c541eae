import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ToastProvider, useToast } from './toast';

function SaveButton({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Quote sent', { tone: 'success', duration })}>
      Send
    </button>
  );
}

function setup(duration?: number) {
  return render(
    <ToastProvider dismissLabel="Close" regionLabel="Notifications">
      <SaveButton duration={duration} />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('when a toast is shown, then it is announced in the polite status region and dismisses itself', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The toast's own code loads with the first toast.
    expect(await within(status).findByText('Quote sent')).toBeTruthy();

    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(status.textContent).toContain('Quote sent');
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(status.textContent).toBe('');
  });

  it('when a success toast is shown, then its tone icon and close icon come from the sprite, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    setup(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const icons = [...screen.getByRole('status').querySelectorAll('svg')];
    expect(icons.map((svg) => svg.querySelector('use')?.getAttribute('href')?.split('#')[1])).toEqual(['check-circle', 'close']);
    expect(icons.every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' }).contains(icons[1])).toBe(true);
  });

  it('when the close button is pressed, then the toast goes away at once', async () => {
    const user = userEvent.setup();
    setup(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status').textContent).toContain('Quote sent');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when rendered on the server, then only the children are in the HTML', () => {
    const html = renderToString(
      <ToastProvider dismissLabel="Close" regionLabel="Notifications">
        <p>Page</p>
      </ToastProvider>,
    );
    expect(html).toBe('<p>Page</p>');
  });

  it('when useToast is used without a provider, then it fails with a clear message', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow('useToast() needs a <ToastProvider> above it');
    spy.mockRestore();
  });
});
