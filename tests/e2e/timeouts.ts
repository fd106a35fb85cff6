// The browser tests' bounds, in one place (issue 46). Each is a hang detector, not a budget: a passing wait or test
// ends as soon as it is done, so these only bound how long a stuck one runs, and a slow machine must not reach them.
// Measured on a machine half as fast as usual, with the four workers on two cores (load average 19): signing a
// contract amendment kept its dialog open past 10 s; a test of 48 s ran past 60 s; the page sweep's rows reached 84 s.

/** How long an expect (and the checks that wait as an expect does) waits for its condition: playwright.config.ts. */
export const EXPECT_TIMEOUT = 30_000;
/** A test's bound, unless it is a long flow: playwright.config.ts. */
export const TEST_TIMEOUT = 180_000;
// A long flow (several people signed up, a placement walked through its stages, PDFs drawn and sealed) calls
// Playwright's test.slow(), which triples TEST_TIMEOUT; there is no other per-test bound.
