import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows markup as the characters typed and keeps line breaks', () => {
    const { container } = render(<MessageText text={'<b>not bold</b>\n<script>alert(1)</script>'} />);

    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('<b>not bold</b>\n<script>alert(1)</script>');
    expect(paragraph?.className).toContain('whitespace-pre-wrap');
  });

  it('turns web addresses into links that open in a new tab without a handle on this one', () => {
    render(<MessageText text="Apply at https://careers.example.org/42 today, not javascript:alert(1)" />);

    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = links[0];
    expect(link?.getAttribute('href')).toBe('https://careers.example.org/42');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.textContent).toBe('https://careers.example.org/42 (opens in a new tab)');
    expect(screen.getByText(/not javascript:alert\(1\)/)).toBeTruthy();
  });
});
