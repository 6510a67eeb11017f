/**
 * Every SITE_SECRET value written down in this repository: the development value, the secrets
 * check's canary, the benchmarks' and the tests' fixtures. Anyone can read them, so with one of
 * them anyone could sign claim and thank-you links and compute rate-limit keys: a deployed site
 * refuses each (deployed-site.ts). Fixtures take their values from here, and
 * tests/unit/public-secrets.test.ts fails on a secret-like value anywhere in the repository that
 * a deployed site would accept.
 */
export const publicSiteSecrets = {
  /** Local development, the preview and the tests run with it when SITE_SECRET is unset. */
  development: "local-development-only-site-secret-0000",
  /** Built into the bundle by the secrets check (scripts/check-secrets.ts), to be looked for. */
  secretsCheckCanary: "canary-site-secret-5d8e-0123456789abcdef",
  /** The cold-start benchmark's functions server. */
  benchCold: "bench-cold-site-secret-of-32-characters",
  /** A production configuration in the tests. */
  testProduction: "a-production-secret-of-at-least-32-characters",
  /** Another site's secret in the tests: its keys must differ from this site's. */
  testOtherSite: "another-site-secret-of-at-least-32-chars!",
} as const;

const published = new Set<string>(Object.values(publicSiteSecrets));

/** Fewer different characters than this and a value is a pattern, not a random secret. */
const minDistinctCharacters = 10;
const minLength = 32;

/** Why a deployed site must not run with this SITE_SECRET, or null if nothing is known against it. */
export function siteSecretProblem(secret: string): string | null {
  if (published.has(secret) || published.has(secret.trim())) {
    return "is a value written in this project's source code, which anyone can read";
  }
  if (secret.length < minLength) return `is shorter than ${minLength} characters`;
  if (new Set(secret).size < minDistinctCharacters) {
    return `has fewer than ${minDistinctCharacters} different characters`;
  }
  return null;
}
