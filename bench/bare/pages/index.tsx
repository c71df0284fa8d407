import type { NextPage } from 'next';
import { useState } from 'react';

/**
 * The benchmark's floor: a bare Next.js page holding one button and no
 * wallet code. The button carries the kit's `rk-connect-button` test id and
 * label so that the benchmark's "clickable Connect button" probe measures the
 * same thing here (server-rendered, clickable once React has hydrated it).
 */
const Home: NextPage = () => {
  const [pressed, setPressed] = useState(false);
  return (
    <main>
      <button type="button" data-testid="rk-connect-button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        Connect Wallet
      </button>
    </main>
  );
};

export default Home;
