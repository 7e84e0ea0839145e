import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts, showToast } from '@/lib/toasts';
import { Toasts } from './toasts';

/** A button drawn at `top` px from the window's top (jsdom lays nothing out). */
function buttonAt(top: number) {
  const button = document.createElement('button');
  button.textContent = 'Save';
  button.getBoundingClientRect = () => ({
    top,
    height: 44,
    bottom: top + 44,
    left: 0,
    right: 100,
    width: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  document.body.append(button);
  return button;
}

afterEach(() => {
  act(() => dismissAllToasts());
  document.body.replaceChildren();
});

describe('toasts', () => {
  it('show at the top when the control just pressed is low in the window, so they do not cover it', () => {
    render(<Toasts />);
    buttonAt(window.innerHeight - 60).focus();
    act(() => {
      showToast('Saved');
    });
    expect(screen.getByRole('status').className).toMatch(/(^| )top-0( |$)/);
  });

  it('show at the bottom when the control pressed is in the upper half', () => {
    render(<Toasts />);
    buttonAt(80).focus();
    act(() => {
      showToast('Saved');
    });
    expect(screen.getByRole('status').className).toMatch(/(^| )bottom-0( |$)/);
  });
});
