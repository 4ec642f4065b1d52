import { CALLS } from '@servicebereich/protocol';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../http/handlers.ts';
import type { ScheduledJob, ScheduledJobs } from '../jobs/scheduled-jobs.ts';
import { handlersOf, runFeatures, type Feature } from './feature.ts';

const done = () => Promise.resolve();
/** Handlers of the named calls; what they answer does not matter here. */
const handlersFor = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, done])) as Partial<Handlers>;
const callNames = Object.keys(CALLS);

function jobsKept(): ScheduledJobs & { added: ScheduledJob[] } {
  const added: ScheduledJob[] = [];
  return { added, add: (job) => added.push(job), stop: done };
}

describe('the feature areas', () => {
  it('together handle every call of the catalogue', () => {
    const features: Feature[] = [
      { handlers: handlersFor(['ping', 'login']) },
      { handlers: handlersFor(callNames.filter((name) => name !== 'ping' && name !== 'login')) },
    ];
    expect(Object.keys(handlersOf(features)).sort()).toEqual([...callNames].sort());
  });

  it('stop the start when a call has no handler', () => {
    const withoutLogin = handlersFor(callNames.filter((name) => name !== 'login'));
    expect(() => handlersOf([{ handlers: withoutLogin }])).toThrow(/Without handler: login/);
  });

  it('stop the start when two areas handle the same call', () => {
    const twice = [{ handlers: handlersFor(callNames) }, { handlers: handlersFor(['ping']) }];
    expect(() => handlersOf(twice)).toThrow('The call ping has a handler in two areas');
  });

  // A new area: one folder whose entry answers a Feature, and one line in app.ts's list.
  it('bring their jobs, routes and workers, started with the server and stopped with it', async () => {
    const events: string[] = [];
    const job: ScheduledJob = { name: 'tidy-up', everyMs: 60_000, run: done };
    const area: Feature = {
      handlers: {},
      jobs: [job],
      routes: (app) => {
        app.get('/area-link', () => Promise.resolve({ opened: true }));
      },
      start: () => events.push('started'),
      stop: () => {
        events.push('stopped');
        return done();
      },
    };
    const app = Fastify();
    const jobs = jobsKept();
    runFeatures(app, jobs, [area]);
    expect(jobs.added).toEqual([job]);
    expect(events).toEqual([]);
    await app.ready();
    expect(events).toEqual(['started']);
    expect((await app.inject('/area-link')).json()).toEqual({ opened: true });
    await app.close();
    expect(events).toEqual(['started', 'stopped']);
  });
});
