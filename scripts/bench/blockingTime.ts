// Lighthouse's own TBT arithmetic (Chromium's trace engine, a dependency of
// `lighthouse`, whose exact version it pins): blocking time of a task is its
// part over 50 ms, after clipping the task to the window.
import { calculateSumOfBlockingTime } from '@paulirish/trace_engine/models/trace/lantern/metrics/TBTUtils.js';
import type { PageProbeSnapshot } from './pageProbe';

/**
 * Total Blocking Time of a page load, in ms, as the benchmark defines it:
 * the sum over long tasks (PerformanceObserver `longtask`, i.e. tasks over
 * 50 ms) of their duration beyond 50 ms, each task first clipped to the
 * window from First Contentful Paint to `windowMs` after the load event.
 * Lighthouse uses the same arithmetic but ends the window at Time to
 * Interactive, which a browser does not report.
 *
 * @returns `null` when the page had no FCP or no load event.
 */
export function totalBlockingTime(probe: PageProbeSnapshot, windowMs: number): number | null {
  if (probe.fcpMs === null || probe.loadEventMs === null) return null;
  const tasks = probe.longTasks.map((task) => ({ start: task.startMs, end: task.startMs + task.durationMs, duration: task.durationMs }));
  return calculateSumOfBlockingTime(tasks, probe.fcpMs, probe.loadEventMs + windowMs);
}
