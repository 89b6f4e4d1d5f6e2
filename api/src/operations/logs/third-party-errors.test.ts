import { describe, expect, test } from 'bun:test';
import OpenAI from 'openai';
import Stripe from 'stripe';
import { captureLogLines, expectConsoleErrors } from '../../../../test-support/console-guard';
import { log } from '.';
import { withoutCredentials } from './logger';

const OPENAI_KEY = 'sk-proj-abcdefghijklmnop1234';
const STRIPE_KEY = 'sk_test_51abcdefGHIJKL1234567890';

describe("a third party's error in the log", () => {
  test("an SDK's error is written as its kind and message, the key in it taken out, never its request, headers or body", () => {
    const lines = captureLogLines();
    const errors = expectConsoleErrors();
    const rejected = OpenAI.APIError.generate(
      401,
      { error: { message: `Incorrect API key provided: ${OPENAI_KEY}.`, type: 'invalid_request_error', param: 'the diver’s prompt' } },
      undefined,
      new Headers({ 'x-request-id': 'req_abc', 'openai-organization': 'org-reef' }),
    );
    const refused = Stripe.errors.StripeError.generate({
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${STRIPE_KEY}`,
      headers: { authorization: `Bearer ${STRIPE_KEY}` },
      payment_intent: { receipt_email: 'diver@example.com' },
    } as never);
    log.error('AI service rejected the identification request', rejected);
    log.error('Releasing a hold failed', new Error('settling failed'), { cancelError: refused });
    log.warn('The classifier failed', { err: new Error(`fetch https://user:${OPENAI_KEY}@classifier.example/v1 failed`) });

    expect(errors).toHaveLength(2);
    const text = JSON.stringify(lines);
    for (const secret of [OPENAI_KEY, STRIPE_KEY, 'req_abc', 'org-reef', 'the diver’s prompt', 'diver@example.com', 'user:']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ err: { type: 'AuthenticationError', message: '401 Incorrect API key provided: sk-proj-[redacted].' } });
    expect(lines[1]).toMatchObject({ cancelError: { type: 'StripeAPIError', message: 'Invalid API Key provided: sk_test_[redacted]' } });
    expect(lines[2]).toMatchObject({ level: 'warn', err: { message: 'fetch https://[redacted]@classifier.example/v1 failed' } });
  });

  test.each([
    ['Bearer sk-abcdefghijkl', 'Bearer [redacted]'],
    ['whsec_0123456789abcdef', 'whsec-[redacted]'],
    ['rk_live_0123456789', 'rk_live_[redacted]'],
    ['GET /v1?api_key=abc123&q=reef', 'GET /v1?api_key=[redacted]&q=reef'],
    ['password: "hunter22"', 'password: "[redacted]"'],
    ['smtps://mailer:p4ss@mail.example:465', 'smtps://[redacted]@mail.example:465'],
    ['Incorrect API key provided', 'Incorrect API key provided'],
  ])('%s is written as %s', (text, written) => {
    expect(withoutCredentials(text)).toBe(written);
  });
});
