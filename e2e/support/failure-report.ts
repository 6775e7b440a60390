import { afterEach } from 'vitest';
import { openPages } from './harness';

/**
 * When a browser test fails, says where its pages were left: the address, whether the page still
 * answers, and what it showed (alerts, statuses, buttons that were off). A run on a fresh clone keeps
 * nothing else, and a step that timed out says only what it waited for.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const page of await openPages()) {
    const shown = page
      .evaluate(() => ({
        ready: document.readyState,
        notices: Array.from(document.querySelectorAll('[role=alert],[role=status]'))
          .map((node) => node.textContent?.trim())
          .filter(Boolean),
        off: Array.from(document.querySelectorAll('button:disabled')).map((node) => node.textContent?.trim()),
        busy: document.querySelectorAll('[aria-busy=true]').length,
      }))
      .catch((error: unknown) => ({ error: String(error) }));
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise((resolve) => (timer = setTimeout(() => resolve('no answer in 5 s'), 5000)));
    const answer = await Promise.race([shown, silence]).finally(() => clearTimeout(timer));
    console.error(`[failed test] ${task.name}: page ${page.url()} →`, JSON.stringify(answer));
  }
});
