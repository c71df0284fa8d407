import { ConnectButton } from '@rainbow-me/rainbowkit';
import type { NextPage } from 'next';

/** The quick start's home page, down to its `<ConnectButton />`. */
const Home: NextPage = () => {
  return <ConnectButton />;
};

export default Home;
