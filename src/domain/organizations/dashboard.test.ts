import { describe, expect, it } from 'vitest';
import { apiKeyPrefix, DASHBOARD_MESSAGES, isAllowedWebhookUrl, jobStatusActions } from './dashboard-messages';
import { webhookInput } from './dashboard';

describe('jobStatusActions', () => {
  it.each([
    ['open', ['paused', 'closed']],
    ['paused', ['open', 'closed']],
    ['closed', ['open']],
  ] as const)('%s offers %j', (status, to) => {
    expect(jobStatusActions(status).map((a) => a.to)).toEqual(to);
  });

  it('says what each did; a job never posted (a duplicate) is posted, not reopened', () => {
    expect(jobStatusActions('open').map((a) => [a.label, a.done])).toEqual([
      ['Pause', 'Job paused'],
      ['Close', 'Job closed'],
    ]);
    expect(jobStatusActions('paused').map((a) => [a.label, a.done])).toEqual([
      ['Reopen', 'Job reopened'],
      ['Close', 'Job closed'],
    ]);
    expect(jobStatusActions('paused', false).map((a) => [a.label, a.done])).toEqual([
      ['Post', 'Job posted'],
      ['Close', 'Job closed'],
    ]);
  });
});

describe('isAllowedWebhookUrl', () => {
  it.each([
    ['https://hooks.example.org/carelink', false, true],
    ['http://hooks.example.org/carelink', true, false],
    ['http://127.0.0.1:8080/hook', false, false],
    ['http://127.0.0.1:8080/hook', true, true],
    ['http://localhost/hook', true, true],
    ['https://user:pass@hooks.example.org/', false, false],
    ['ftp://hooks.example.org/', true, false],
    ['not a url', true, false],
  ])('%s (loopback http allowed: %s) → %s', (url, loopback, ok) => {
    expect(isAllowedWebhookUrl(url, loopback)).toBe(ok);
  });
});

describe('API keys and webhook input', () => {
  it('shows the first 12 characters of a key', () => {
    expect(apiKeyPrefix('clk_1a2b3c4d_secretpart')).toBe('clk_1a2b3c4d');
  });
  it('webhook input needs at least one known event', () => {
    expect(webhookInput.safeParse({ url: 'https://x.example', events: [] }).success).toBe(false);
    expect(webhookInput.safeParse({ url: 'https://x.example', events: ['application.deleted'] }).success).toBe(false);
    expect(webhookInput.safeParse({ url: 'https://x.example', events: ['application.created'] }).success).toBe(true);
  });
});

describe("the job form's title when editing", () => {
  it.each([
    ['ICU Travel Nurse', 'Edit ICU Travel Nurse'],
    [undefined, 'Edit job'],
    ['', 'Edit job'],
    ['   ', 'Edit job'],
  ])('%j is titled %j', (title, expected) => {
    expect(DASHBOARD_MESSAGES.jobForm.editTitle(title)).toBe(expected);
  });
});

describe('DASHBOARD_MESSAGES.home.duration', () => {
  it.each([
    [null, '—'],
    [0.01, 'under 1 hour'],
    [1 / 24, '1 hour'],
    [0.25, '6 hours'],
    [0.99, '24 hours'],
    [1, '1 day'],
    [1.04, '1 day'],
    [2.46, '2.5 days'],
    [10, '10 days'],
  ])('%s days reads %s', (days, text) => {
    expect(DASHBOARD_MESSAGES.home.duration(days)).toBe(text);
  });
});
