import type { BenchAppId } from './apps';
import type { LongTask } from './pageProbe';

/* What the benchmark's visits measure (`visits.ts`), one sample per page load. */

/** What one page load measured, from navigation start to `LOAD_WINDOW_MS` (`visits.ts`) after the load event. */
export type LoadSample = {
  /** First Contentful Paint, ms since navigation start. */
  fcpMs: number | null;
  /** Largest Contentful Paint, ms since navigation start. */
  lcpMs: number | null;
  /** The LCP element, e.g. `button[data-testid=rk-connect-button] "Connect Wallet"`. */
  lcpElement: string | null;
  /** Total Blocking Time from FCP to load+5 s, ms (see `totalBlockingTime`). */
  tbtMs: number | null;
  /** The long tasks TBT was computed from (ms since navigation start). */
  longTasks: LongTask[];
  /** The load event, ms since navigation start. */
  loadEventMs: number | null;
  /** Bytes received for scripts that finished by the load event (see `NetworkSummary`). */
  scriptBytesBeforeLoad: number;
  /** Bytes received for scripts that finished from the load event to load+5 s. */
  scriptBytesAfterLoad: number;
  /** The page's own HTTP requests to the anvil nodes (preflights not counted). */
  nodeRequests: number;
  /** Their JSON-RPC methods, one entry per HTTP request. */
  nodeRequestMethods: string[];
  /** CORS preflights the page sent to the nodes. */
  nodePreflights: number;
  /** HTTP requests the mock wallet sent to the nodes on the page's behalf. */
  walletNodeRequests: number;
  /** Every EIP-1193 request the page made to the mock wallet (answered locally or forwarded). */
  walletMethods: string[];
  /** http(s)/ws(s) URLs to non-loopback hosts the page tried (all blocked), during the whole visit. */
  thirdPartyRequests: string[];
};

/** A first-time visitor (fresh browser context, mock wallet installed but not connected) opening `/`. */
export type FreshVisitSample = LoadSample & {
  app: BenchAppId;
  /** 1-based measured run. */
  run: number;
  /** When the Connect button became clickable, ms since navigation start (see `PageProbeSnapshot.connectClickableMs`). */
  connectClickableMs: number | null;
};

/** Node traffic while a returning visitor's tab was hidden. */
export type HiddenSample = {
  /** How long the tab stayed hidden, ms. */
  durationMs: number;
  /** The page's HTTP requests to the nodes in that time. */
  nodeRequests: number;
  nodeRequestMethods: string[];
  /** The mock wallet's HTTP requests to the nodes in that time. */
  walletNodeRequests: number;
  walletMethods: string[];
};

/** What a connected visitor's page load showed of the wallet buttons. */
export type AccountButtonSample = {
  /** When the account button was first shown, ms since navigation start. */
  accountShownMs: number | null;
  /** When a "Connect Wallet" button was first shown, ms since navigation start; `null`: never. */
  connectShownMs: number | null;
  /** Which element that was. */
  connectShownElement: string | null;
};

/** The same connected visitor reloading the tab (same document history, storage, cookies and HTTP cache). */
export type ReloadSample = LoadSample & AccountButtonSample;

/**
 * A returning connected visitor: connected (and signed in, where the app
 * asks to) in a first tab, then `/` opened in a new tab of the same browser
 * context (same storage and cookies, same HTTP cache) with the same wallet;
 * after the hidden-tab check, that tab is reloaded and measured again.
 */
export type ReturningVisitSample = LoadSample &
  AccountButtonSample & {
    app: BenchAppId;
    run: number;
    /** Non-loopback URLs the first tab tried while connecting. */
    connectThirdPartyRequests: string[];
    hidden: HiddenSample;
    reload: ReloadSample;
  };
