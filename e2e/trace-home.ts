import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
const events: unknown[] = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown[])));
await cdp.send('Tracing.start', {
  categories:
    'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading',
  transferMode: 'ReportEvents',
});
await page.goto(`http://127.0.0.1:3433${process.env.PAGE ?? '/'}`);
await page.waitForTimeout(4000);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
await done;
writeFileSync(process.env.OUT ?? '/tmp/trace.json', JSON.stringify({ traceEvents: events }));
await browser.close();
