import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusKeeper } from './use-focus-keeper';

/** A heading and a footer of three buttons; Done disables itself, Remove removes itself. */
function Screen() {
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState(false);
  const [removed, setRemoved] = useState(false);
  useFocusKeeper(container, heading);
  return (
    <div ref={container}>
      <h3 ref={heading} tabIndex={-1}>
        Question 1
      </h3>
      <footer>
        <button type="button">Mark</button>
        <button type="button" disabled={done} onClick={() => setDone(true)}>
          Done
        </button>
      </footer>
      {!removed && (
        <button type="button" onClick={() => setRemoved(true)}>
          Remove
        </button>
      )}
    </div>
  );
}

describe('useFocusKeeper', () => {
  it('moves the focus from a control disabled under it to its nearest neighbour', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    screen.getByRole('button', { name: 'Done' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('button', { name: 'Mark' }));
  });

  it('moves the focus from a removed control to the heading', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    screen.getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('heading', { name: 'Question 1' }));
  });
});
