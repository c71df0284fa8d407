// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithMessages } from '@/tooling/vitest/messages';
import { CancelRequestButton } from './CancelRequestButton';

afterEach(cleanup);

const QUESTION = 'Cancel this request? Its link stops taking payments, and it cannot be reopened.';

describe('CancelRequestButton', () => {
  it('asks before it cancels: "Keep it" takes focus, and Escape or Keep it leaves the request open', () => {
    const onConfirm = vi.fn();
    render(<CancelRequestButton onConfirm={onConfirm} pending={false} />, { wrapper: WithMessages });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(screen.getByRole('group', { name: QUESTION })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel request' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels once on "Yes, cancel it", and says so while it is on its way', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<CancelRequestButton onConfirm={onConfirm} pending={false} />, { wrapper: WithMessages });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<CancelRequestButton onConfirm={onConfirm} pending />);
    const button = screen.getByRole('button', { name: 'Cancelling…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
