import { afterAll, beforeAll } from 'vitest';
import { startAnvil, type AnvilNode, type StartAnvilParameters } from '../anvil';

/**
 * Starts a real anvil node for the enclosing test file (`beforeAll`) and
 * stops it afterwards (`afterAll`). Read the node from the returned getter
 * inside tests, once `beforeAll` has run.
 *
 * @example
 * const node = useAnvil({ chainId: 31337 });
 * it('…', async () => { const url = node().rpcUrl; });
 */
export function useAnvil(parameters: StartAnvilParameters): () => AnvilNode {
  let node: AnvilNode | undefined;
  beforeAll(async () => {
    node = await startAnvil(parameters);
  });
  afterAll(async () => {
    await node?.stop();
  });
  return () => {
    if (!node) throw new Error('useAnvil: the node is read before beforeAll has started it.');
    return node;
  };
}
