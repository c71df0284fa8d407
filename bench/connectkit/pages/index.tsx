import { ConnectKitButton } from 'connectkit';
import type { NextPage } from 'next';

/** The quick start's page, down to its `<ConnectKitButton />`. */
const Home: NextPage = () => <ConnectKitButton />;

export default Home;
