import { Head, Html, Main, NextScript } from 'next/document';

/** The HTML shell: English, both colour schemes, the Co-Editions icon. */
export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="description" content="Co-Editions: connect a wallet, see your account, switch networks." />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
