import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { spawnLogged, tailOfLog, type LoggedProcess } from './childProcess';
import { REPO_ROOT } from './paths';
import { requireSystemProgram } from './systemPackages';

/** Debian's nginx, as `.ci/run` installs it. */
const NGINX_BIN = '/usr/sbin/nginx';

/** The shipped example, `deploy/nginx.conf`, that the proxy tests run as is but for the marked lines. */
const SHIPPED_NGINX_CONF = path.join(REPO_ROOT, 'deploy', 'nginx.conf');

/** Parameters of {@link startNginx}. */
export type StartNginxParameters = {
  /** Ports on 127.0.0.1 of the `next start` instances behind it. */
  upstreamPorts: readonly number[];
  /** Port on 127.0.0.1 it listens on. */
  port: number;
  /** A folder of its own: configuration, temp files, logs, pid. */
  prefix: string;
  /** `shipped` (default): the shipped `limit_req` lines; `off`: none, so that only the app's own limits count (a test's configuration, never one to ship). */
  rateLimits?: 'shipped' | 'off';
};

/** A running nginx. */
export type NginxProxy = {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  process: LoggedProcess;
  /** Its error log (level warn): refused upstreams, instances left out, rate limiting. */
  errorLog: string;
  /** Its access log: one line per request with the instance(s) tried and their statuses. */
  accessLog: string;
};

/** Thrown when nginx is missing, refuses the configuration, or exits at start. */
class NginxStartError extends Error {
  override name = 'NginxStartError';
}

/**
 * `deploy/nginx.conf` with its `ADAPT` lines filled in for a local run:
 * the upstream instances, the listening address, and the site's host
 * (`127.0.0.1`). It also names the instance behind each answer in an
 * `X-Upstream` header, so a test can see that both served; with
 * `rateLimits: 'off'` it drops the locations' `limit_req` lines.
 *
 * @throws {NginxStartError} when a marked line is missing from the shipped file.
 */
function localNginxSiteConf({ upstreamPorts, port, rateLimits = 'shipped' }: Pick<StartNginxParameters, 'upstreamPorts' | 'port' | 'rateLimits'>): string {
  const shipped = readFileSync(SHIPPED_NGINX_CONF, 'utf8');
  const replace = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new NginxStartError(`${SHIPPED_NGINX_CONF} has no line matching ${pattern}.`);
    return text.replace(pattern, replacement);
  };
  // The shipped server lines become one per local instance, with the shipped parameters (max_fails…).
  const serverLine = /\n\s*server 127\.0\.0\.1:\d+( [^\n;]*)?;/;
  const parameters = serverLine.exec(shipped)?.[1] ?? '';
  let conf = replace(
    shipped,
    /(\n\s*server 127\.0\.0\.1:\d+[^\n]*;)+/,
    upstreamPorts.map((upstreamPort) => `\n    server 127.0.0.1:${upstreamPort}${parameters};`).join(''),
  );
  conf = conf.replaceAll(/listen 8080/g, `listen 127.0.0.1:${port}`);
  conf = replace(conf, /server_name coeditions\.example;[^\n]*/, 'server_name 127.0.0.1;');
  // Beside the shipped add_header lines: one in a server block would drop them (nginx inherits add_header only from a level with none).
  conf = replace(conf, /add_header X-Content-Type-Options nosniff always;/, 'add_header X-Content-Type-Options nosniff always;\nadd_header X-Upstream $upstream_addr always;');
  if (rateLimits === 'off') conf = replace(conf, /\n\s*limit_req(?:_status)? [^\n]*;/g, '');
  return conf;
}

/**
 * Whether something accepts a TCP connection on `127.0.0.1:port`. Listening
 * is what makes nginx ready; an HTTP probe would wait on an instance behind
 * it instead, and an instance whose embedded database is still opening
 * answers nothing for seconds.
 */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts Debian's nginx as an ordinary process on loopback, with its own
 * prefix and configuration ({@link localNginxSiteConf} inside a minimal
 * main file), and resolves once it listens.
 *
 * @throws {NginxStartError} when nginx is not installed, or exits at start
 *   (the message ends with its error log).
 */
export async function startNginx({ upstreamPorts, port, prefix, rateLimits }: StartNginxParameters): Promise<NginxProxy> {
  requireSystemProgram(NGINX_BIN, 'nginx');
  for (const folder of ['temp', 'logs']) {
    mkdirSync(path.join(prefix, folder), { recursive: true });
    // Workers may run as another user when started as root.
    chmodSync(path.join(prefix, folder), 0o777);
  }
  writeFileSync(path.join(prefix, 'site.conf'), localNginxSiteConf({ upstreamPorts, port, rateLimits }));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      // Which instance answered, and what each one tried answered, for a failing test to print.
      `  log_format upstreams '$request $status upstream=$upstream_addr upstream_status=$upstream_status';`,
      `  access_log ${path.join(prefix, 'logs', 'access.log')} upstreams;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(prefix, 'temp', kind)};`),
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const logFile = path.join(prefix, 'logs', 'nginx.out');
  const nginx = spawnLogged({
    command: NGINX_BIN,
    args: ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
    env: { PATH: process.env.PATH },
    cwd: prefix,
    logFile,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.child.exitCode !== null) {
      throw new NginxStartError(`nginx exited with ${nginx.child.exitCode}.\n${tailOfLog(logFile)}\n${tailOfLog(path.join(prefix, 'logs', 'error.log'))}`);
    }
    if (await acceptsConnections(port)) {
      return { baseUrl, process: nginx, errorLog: path.join(prefix, 'logs', 'error.log'), accessLog: path.join(prefix, 'logs', 'access.log') };
    }
    if (Date.now() > deadline) {
      await nginx.stop();
      throw new NginxStartError(`nginx did not listen on ${baseUrl} within 10 s.\n${tailOfLog(path.join(prefix, 'logs', 'error.log'))}`);
    }
    await delay(100);
  }
}
