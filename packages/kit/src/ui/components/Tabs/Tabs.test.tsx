import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: '1', label: 'Bank account', content: <p>bank fields</p> },
  { value: '2', label: 'E-wallet', content: <p>wallet fields</p> },
];

describe('Tabs', () => {
  it('shows the first panel, switches on tap and with arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Card type" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Card type' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('bank fields');
    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(onValueChange).toHaveBeenLastCalledWith('2');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('wallet fields');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Bank account' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('2');
      return (
        <>
          <Tabs items={items} label="Card type" value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});
