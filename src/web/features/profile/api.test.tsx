// @vitest-environment jsdom
// Every write of the worker's profile runs in one turn (api.ts, PROFILE_WRITES): the summary's calculation waits for a
// save of the worker's already on its way, is asked what to send only when its turn comes, and never crosses it on the
// server; each write's `before` is the answer of the write before it.
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { workerProfileResponse, workerProfileSchema, type WorkerProfileUpdateInput } from '@/domain/profile';
import { profileQueryKey, useSaveProfile, useSaveProfileCalculation, type ProfileWrite } from './api';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';
import { NO_USER } from '../../test/fixtures';

afterEach(cleanup);

const answer = (summary: Record<string, unknown>, version: number) =>
  workerProfileResponse.parse({
    profile: workerProfileSchema.parse({ summary: { profession: 'Registered Nurse', ...summary } }),
    version,
    completeness: { percent: 40, missing: [] },
    isPharmacy: false,
  });

/** A server that holds each PUT until the test lets it answer, and counts how many it holds at once. */
function heldServer() {
  let summary: Record<string, unknown> = { feels_like_hourly: 50, min_weekly_pay: 1800 };
  let version = 1;
  const held: (() => void)[] = [];
  const stats = { inFlight: 0, most: 0, bodies: [] as unknown[] };
  server.use(
    http.put('/api/worker-profile', async ({ request }) => {
      const body = (await request.json()) as { summary?: Record<string, unknown> };
      stats.bodies.push(body);
      stats.inFlight += 1;
      stats.most = Math.max(stats.most, stats.inFlight);
      await new Promise<void>((resolve) => held.push(resolve));
      summary = { ...summary, ...body.summary };
      version += 1;
      stats.inFlight -= 1;
      return HttpResponse.json(answer(summary, version));
    }),
  );
  const answerNext = async () => {
    await act(async () => {
      for (let i = 0; i < 50 && held.length === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
      held.shift()?.();
      await new Promise((r) => setTimeout(r, 20));
    });
  };
  return { stats, answerNext, pending: () => held.length };
}

function useBoth() {
  const hooks = {
    save: null as unknown as ReturnType<typeof useSaveProfile>,
    calc: null as unknown as ReturnType<typeof useSaveProfileCalculation>,
  };
  function Probe() {
    hooks.save = useSaveProfile();
    hooks.calc = useSaveProfileCalculation();
    return null;
  }
  const { queryClient } = renderWithProviders(<Probe />, {
    seed: [NO_USER, [profileQueryKey, answer({ feels_like_hourly: 50, min_weekly_pay: 1800 }, 1)]],
  });
  return { hooks, queryClient };
}

describe('the profile’s writes take turns', () => {
  it('a calculation made while a save is on its way waits for it, is asked what to send then, and never crosses it', async () => {
    const { stats, answerNext, pending } = heldServer();
    const { hooks, queryClient } = useBoth();
    let asked = 0;
    let saved: ProfileWrite | undefined;
    const typed: WorkerProfileUpdateInput = { summary: { min_weekly_pay: 2500 } };
    void hooks.save(typed).then((w) => (saved = w));
    void hooks.calc(() => {
      asked += 1;
      return { summary: { hours_per_week_range: { min: 36, max: 50 }, min_weekly_pay: 2500, feels_like_hourly: 50 } };
    });
    await answerNext();
    // The worker's save answered; only then was the calculation asked and sent.
    expect(saved?.before?.summary.min_weekly_pay).toBe(1800);
    expect(saved?.after.profile.summary.min_weekly_pay).toBe(2500);
    await answerNext();
    expect(asked).toBe(1);
    expect(stats.most).toBe(1);
    expect(pending()).toBe(0);
    expect(stats.bodies).toEqual([
      typed,
      { summary: { hours_per_week_range: { min: 36, max: 50 }, min_weekly_pay: 2500, feels_like_hourly: 50 } },
    ]);
    expect(
      queryClient.getQueryData<{ profile: { summary: { hours_per_week_range: unknown } } }>(profileQueryKey)?.profile
        .summary.hours_per_week_range,
    ).toEqual({ min: 36, max: 50 });
  });

  it('a calculation that answers null when its turn comes sends nothing, and the next write reads the last answer', async () => {
    const { stats, answerNext } = heldServer();
    const { hooks } = useBoth();
    let second: ProfileWrite | undefined;
    void hooks.save({ summary: { feels_like_hourly: 60 } });
    void hooks.calc(() => null);
    void hooks.save({ summary: { min_weekly_pay: 3000 } }).then((w) => (second = w));
    await answerNext();
    await answerNext();
    expect(stats.bodies).toEqual([{ summary: { feels_like_hourly: 60 } }, { summary: { min_weekly_pay: 3000 } }]);
    expect(stats.most).toBe(1);
    expect(second?.before?.summary.feels_like_hourly).toBe(60);
  });
});
