/** IconButton: an icon-only button named by its label. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './icon-button';

// React Router ships ESM that jest cannot load here; the button module only names its Link.
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

describe('IconButton', () => {
  it('when pressed, then it runs its action and is named by its label alone (the icon is hidden)', async () => {
    const onClick = jest.fn();
    render(<IconButton icon="trash" label="Delete Summer break" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete Summer break' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when disabled, then it cannot be pressed', async () => {
    const onClick = jest.fn();
    render(<IconButton icon="chevron-up" label="Move up" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Move up' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
