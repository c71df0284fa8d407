// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act, useEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateInSlices } from './HydrateInSlices';

afterEach(cleanup);

/** A control that counts its clicks and says when its effects have run (it is live). */
function Counter() {
  const [clicks, setClicks] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (button.current) button.current.dataset.live = 'true';
  }, []);
  return (
    <button ref={button} type="button" onClick={() => setClicks((n) => n + 1)}>
      Clicked {clicks}
    </button>
  );
}

async function serverHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('HydrateInSlices', () => {
  it('renders its children in a client-only render', async () => {
    render(
      <HydrateInSlices>
        <Counter />
      </HydrateInSlices>,
    );
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });

  it('is rendered in full on the server, not as a fallback', async () => {
    const html = await serverHtml(
      <HydrateInSlices>
        <Counter />
      </HydrateInSlices>,
    );
    expect(html).toContain('Clicked <!-- -->0</button>');
    expect(html).not.toContain('<!--$!-->');
  });

  it('hydrates the server HTML in place: the same nodes, then live', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml(
      <HydrateInSlices>
        <Counter />
      </HydrateInSlices>,
    );
    const serverButton = container.querySelector('button');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrateInSlices>
          <Counter />
        </HydrateInSlices>,
      );
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.dataset.live).toBe('true');
    act(() => {
      if (serverButton) fireEvent.click(serverButton);
    });
    expect(serverButton?.textContent).toBe('Clicked 1');
    act(() => root?.unmount());
    container.remove();
  });
});
