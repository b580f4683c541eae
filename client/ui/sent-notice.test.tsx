/** SentNotice: a status with the heading, the body, the optional hint and the caller's actions. */
import { render, screen } from '@testing-library/react';
import { SentNotice } from './sent-notice';

describe('SentNotice', () => {
  it('when a hint is given, then it shows under the body, inside a status with the heading and the actions', () => {
    render(
      <SentNotice title="Check your inbox" body="We sent a link to mei@example.com" hint="It can take a minute">
        <button type="button">Send again</button>
      </SentNotice>,
    );
    const status = screen.getByRole('status');
    expect(screen.getByRole('heading', { level: 2, name: 'Check your inbox' })).toBeTruthy();
    expect(status.textContent).toContain('We sent a link to mei@example.com');
    expect(status.textContent).toContain('It can take a minute');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('when there is no hint, then only the body paragraph shows', () => {
    render(
      <SentNotice title="Sent" body="Body">
        <span />
      </SentNotice>,
    );
    expect(screen.getByRole('status').querySelectorAll('p')).toHaveLength(1);
  });
});
