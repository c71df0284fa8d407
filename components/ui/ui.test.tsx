// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Card } from './Card';
import { Checkbox } from './Checkbox';
import { Notice } from './Notice';
import { Select } from './Select';
import { TextField } from './TextField';

afterEach(() => cleanup());

describe('Button', () => {
  it('never submits a form unless asked, and carries its variant and size as classes', () => {
    render(
      <>
        <Button>Retry</Button>
        <Button type="submit" variant="primary">
          Send
        </Button>
        <Button variant="quiet" size="small">
          Dismiss
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('type', 'button');
    expect(screen.getByRole('button', { name: 'Retry' }).className).toBe('button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('type', 'submit');
    expect(screen.getByRole('button', { name: 'Send' }).className).toBe('button primary');
    expect(screen.getByRole('button', { name: 'Dismiss' }).className).toBe('button quiet small');
  });
});

describe('TextField', () => {
  it('labels the input, and describes it by its hint and its error, marked invalid', () => {
    render(<TextField name="amount" label="Amount" hint="In ETH." error="Enter an amount." defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['In ETH.', 'Enter an amount.']);
    expect(screen.getByTestId('error-amount').textContent).toBe('Enter an amount.');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('is valid and undescribed with no hint or error', () => {
    render(<TextField name="recipient" label="Recipient" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Recipient' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Select and Checkbox', () => {
  it('are labelled controls', () => {
    render(
      <>
        <Select label="Asset" defaultValue="native">
          <option value="native">ETH</option>
        </Select>
        <Checkbox defaultChecked>Show zero balances</Checkbox>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Asset' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Show zero balances' })).toHaveProperty('checked', true);
  });
});

describe('Notice', () => {
  it('announces an error at once, and reads info and warnings in place', () => {
    render(
      <>
        <Notice tone="error" testId="error">
          The wallet refused.
        </Notice>
        <Notice tone="warning" testId="warning">
          Check the address.
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The wallet refused.');
    expect(screen.getByTestId('warning').getAttribute('role')).toBeNull();
    expect(screen.getByTestId('warning').className).toBe('notice tone-warning');
  });

  it('puts an action beside its words', () => {
    render(<Notice action={<Button>Dismiss</Button>}>Switched.</Notice>);
    expect(screen.getByRole('button', { name: 'Dismiss' }).parentElement?.className).toBe('notice tone-info with-action');
  });
});

describe('Card', () => {
  it('is a region named by its heading', () => {
    render(
      <Card aria-labelledby="h">
        <h2 id="h">Tokens</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Tokens' }).className).toBe('panel');
  });
});
