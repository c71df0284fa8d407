import { chromium } from '@playwright/test';
const html = (await import('node:fs')).readFileSync('/tmp/lhprobe/home.html', 'utf8');
const noCjk = (h) => h.replaceAll('日本語', 'Nihongo').replaceAll('简体中文', 'Zhongwen');
const sys = (h) => h.replace(/--font:[^;]*;/, '--font: sans-serif;');
const variants = { asis: html, noCjk: noCjk(html), systemFont: sys(html), both: sys(noCjk(html)) };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const res = {};
for (let round = 0; round < 20; round++) for (const [name, body] of Object.entries(variants)) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.route('**/*', (r) => r.request().resourceType() === 'document' ? r.fulfill({ body, contentType: 'text/html' }) : r.fulfill({ status: 404, body: '' }));
  await page.goto('http://127.0.0.1:9/');
  const fcp = await page.evaluate(() => new Promise((res) => new PerformanceObserver((l) => res(l.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true })));
  (res[name] ??= []).push(fcp);
  await ctx.close();
}
for (const [k, v] of Object.entries(res)) { v.sort((a, b) => a - b); console.log(k.padEnd(10), 'median', v[10].toFixed(0), 'p25', v[5].toFixed(0), 'p75', v[15].toFixed(0)); }
await browser.close();
